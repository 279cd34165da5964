import frenchMessages from 'ra-language-french';

/**
 * react-admin's own messages in French (ra-language-french), but the not-found text without its full stop:
 * react-admin's page adds one ("…un mauvais lien..").
 */
export default {
  ...frenchMessages,
  ra: {
    ...frenchMessages.ra,
    message: {
      ...frenchMessages.ra.message,
      not_found: 'L’URL saisie est incorrecte, ou vous avez suivi un mauvais lien',
    },
  },
};
