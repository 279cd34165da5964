import type en from './database.messages.en';

/** The top bar's database button (the super administrator's choice of the account whose data they work in), in German. */
export default {
  app: {
    database: {
      button: 'Kundendatenbank: %{name}',
      none: 'Eigener Bereich',
      choose: 'In den Daten arbeiten von',
      search: 'Konto suchen',
      more: '%{smart_count} weiteres Konto: suchen Sie es |||| %{smart_count} weitere Konten: suchen Sie sie',
      leave: 'Zurück zum Super-Administrator-Bereich',
    },
  },
} satisfies typeof en;
