import type { Messages } from '../../domain/locales';

/** Bank details checked where they are used (review panel, invoices to pay, pay dialog), in English. */
export default {
  bankDetails: {
    title: 'Bank details',
    invoiceIban: 'IBAN on the invoice',
    supplierIban: 'IBAN %{supplier} is paid to',
    none: 'none',
    panel: {
      newiban:
        'The bank details of %{supplier} are new or changed: no bank file pays this invoice until someone else with the right to change document sources confirms them.',
      mismatch:
        'The invoice asks to be paid to another account than the one %{supplier} is paid to. Its bank file waits until you confirm which IBAN is right.',
      owniban:
        "The IBAN of %{supplier} is one of your own accounts: a transfer would pay yourselves. Take the invoice's IBAN, or correct the document source.",
      noiban: '%{supplier} has no IBAN: no bank transfer can pay this invoice.',
      badiban: 'The IBAN of %{supplier} is not valid: no bank transfer can pay this invoice.',
      nosource: 'The document is linked to no document source: no bank transfer can pay it.',
    },
    confirmNew: 'Confirm them',
    keepSupplier: "Keep the supplier's IBAN",
    takeInvoice: "Use the invoice's IBAN for the supplier",
    confirmed: {
      SUPPLIER: '%{by} confirmed the IBAN of %{supplier} on %{at}.',
      INVOICE: "%{by} took the invoice's IBAN into %{supplier} on %{at}.",
    },
    saved: 'Bank details confirmed',
    reason: {
      newiban:
        'The bank details of %{supplier} are new or changed: someone else with the right to change document sources must confirm them',
      noiban: '%{supplier} has no IBAN',
      badiban: 'The IBAN of %{supplier} is not valid',
      owniban: 'The IBAN of %{supplier} is one of your own accounts',
      mismatch: "The invoice's IBAN is not the one %{supplier} is paid to: confirm which is right on its review",
    },
    notice: {
      title: 'No bank transfer for this invoice |||| No bank transfer for these %{smart_count} invoices',
      line: '%{number}: %{reason}.',
      help: 'Record the payment without the bank file, or correct the bank details first.',
    },
  },
} satisfies Messages;
