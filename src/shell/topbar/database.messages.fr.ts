import type en from './database.messages.en';

/** The top bar's database button (the super administrator's choice of the account whose data they work in), in French. */
export default {
  app: {
    database: {
      button: 'Base client : %{name}',
      none: 'Espace propre',
      choose: 'Travailler dans les données de',
      search: 'Rechercher un compte',
      more: '%{smart_count} autre compte : recherchez-le |||| %{smart_count} autres comptes : recherchez-les',
      leave: 'Revenir à l’espace super administrateur',
    },
  },
} satisfies typeof en;
