import type { OrgTexts } from '../organisation.texts';

type Key = 'all' | 'notHeld' | 'selected' | 'none';

/** Texts of the grouped permissions checklist. */
export const permissionPickerTexts: OrgTexts<Key> = {
  en: {
    all: 'All',
    notHeld: 'You do not hold this permission, so you cannot grant it.',
    selected: '%{count} of %{total} selected',
    none: 'No permission selected.',
  },
  fr: {
    all: 'Tout',
    notHeld: "Vous ne détenez pas cette permission : vous ne pouvez pas l'accorder.",
    selected: '%{count} sur %{total} sélectionnées',
    none: 'Aucune permission sélectionnée.',
  },
  de: {
    all: 'Alle',
    notHeld: 'Sie besitzen diese Berechtigung nicht und können sie daher nicht vergeben.',
    selected: '%{count} von %{total} ausgewählt',
    none: 'Keine Berechtigung ausgewählt.',
  },
  ru: {
    all: 'Все',
    notHeld: 'У вас нет этого права, поэтому вы не можете его выдать.',
    selected: 'Выбрано %{count} из %{total}',
    none: 'Права не выбраны.',
  },
  cn: {
    all: '全部',
    notHeld: '您没有此权限，因此无法授予。',
    selected: '已选 %{count} / %{total}',
    none: '未选择任何权限。',
  },
};
