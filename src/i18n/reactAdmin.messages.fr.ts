import frenchMessages from 'ra-language-french';

/** react-admin's own messages in French (ra-language-french). */
export default frenchMessages;
