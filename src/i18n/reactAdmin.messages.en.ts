import englishMessages from 'ra-language-english';

/** react-admin's own messages in English (ra-language-english). */
export default englishMessages;
