import type en from './aiTest.messages.en';

/** The AI test page's texts, in French. */
export default {
  aitest: {
    title: "Banc d'essai IA",
    subtitle: "Voyez comment un fichier est lu et ce que l'extraction y trouve.",
    file: 'Choisir un fichier',
    configuration: 'Configuration IA',
    none: 'Extracteur intégré seulement',
    embedmode: 'Envoyer au modèle',
    OCRRESULT: 'Le texte lu',
    FILE: 'Le fichier',
    run: 'Lancer le test',
    ocrOnly: 'Lecture seule (OCR)',
    text: 'Texte lu (%{source}, %{pages} page, %{ms} ms) |||| Texte lu (%{source}, %{pages} pages, %{ms} ms)',
    fields: 'Champs trouvés',
    builtin: 'Extracteur intégré',
    model: 'Modèle IA',
    empty: 'Rien trouvé',
    noEndpoint: "Aucun service d'IA n'est configuré sur ce serveur : l'extracteur intégré a répondu.",
    field: {
      number: 'Numéro',
      type: 'Type',
      direction: 'Sens',
      supplier: 'Source de documents',
      date: 'Date',
      dueDate: 'Échéance',
      currency: 'Devise',
      ht: 'Total HT',
      vat: 'TVA',
      ttc: 'Total TTC',
      vatLines: 'TVA par taux',
    },
    type: {
      INVOICE: 'Facture',
      CREDIT: 'Avoir',
    },
    direction: {
      SUPPLIER: 'Reçue (achat)',
      CUSTOMER: 'Émise (vente)',
    },
    source: {
      xml: 'XML de facture électronique',
      text: 'texte du PDF',
      ocr: 'OCR',
      llm: 'modèle IA',
      none: 'rien de lu',
    },
    vatLine: '%{rate} % : base %{base}, TVA %{vat}',
  },
} satisfies typeof en;
