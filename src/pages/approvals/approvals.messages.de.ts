import type { Messages } from '../../domain/locales';

/** The invoice's approval on the review, in German. */
export default {
  approvals: {
    title: 'Freigabe',
    state: {
      PENDING: 'Wartet auf Freigabe (Regel „%{rule}“): sie kann erst nach der Freigabe bezahlt werden.',
      APPROVED: 'Freigegeben (Regel „%{rule}“): sie kann bezahlt werden.',
      REFUSED: 'Bei der Freigabe abgelehnt (Regel „%{rule}“): sie kann nicht bezahlt werden.',
    },
    step: 'Schritt %{step} von %{steps}: %{approvals} von %{required} Freigaben.',
    decided: {
      APPROVE: 'Freigegeben von %{by} am %{at}.',
      REFUSE: 'Abgelehnt von %{by} am %{at}.',
    },
    comment: 'Kommentar',
    approve: 'Freigeben',
    refuse: 'Ablehnen',
    done: {
      APPROVE: 'Ihre Freigabe ist gespeichert',
      REFUSE: 'Ihre Ablehnung ist gespeichert',
    },
    toApprove: {
      title: 'Freizugeben',
      subtitle: 'Validierte Rechnungen, die auf Ihre Freigabe warten, bevor sie bezahlt werden können.',
      number: 'Nummer',
      date: 'Rechnungsdatum',
      supplier: 'Dokumentquelle',
      total: 'Gesamt brutto',
      rule: 'Regel',
      ruleStep: '%{rule}, Stufe %{step}',
      requested: 'Wartet seit',
      actions: 'Entscheidung',
      decide: 'Freigeben oder ablehnen',
      decideOne: '%{number} freigeben oder ablehnen',
      summary: 'Rechnung %{number} von %{supplier}, %{total} brutto.',
      noNumber: 'Ohne Nummer',
      empty: 'Keine Rechnung wartet auf Ihre Freigabe.',
    },
  },
  menu: { toapprove: 'Freizugeben', audit: 'Prüfprotokoll' },
} satisfies Messages;
