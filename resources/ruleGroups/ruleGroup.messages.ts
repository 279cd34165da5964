import type { MessageExtension } from '../locales';
import type { ResourceMessages } from '../views/resourceConfig';

const types = {
  en: { SUPER_ADMIN: 'Super Admin', BRANCH_ADMIN: 'Branch Admin', USER: 'User' },
  fr: { SUPER_ADMIN: 'Super administrateur', BRANCH_ADMIN: 'Administrateur de filiale', USER: 'Utilisateur' },
  de: { SUPER_ADMIN: 'Super-Administrator', BRANCH_ADMIN: 'Filialadministrator', USER: 'Benutzer' },
  ru: { SUPER_ADMIN: 'Суперадминистратор', BRANCH_ADMIN: 'Администратор филиала', USER: 'Пользователь' },
  cn: { SUPER_ADMIN: '超级管理员', BRANCH_ADMIN: '分支机构管理员', USER: '用户' },
};

export const ruleGroupMessages: ResourceMessages = {
  en: {
    name: 'Rule group |||| Rule groups',
    fields: { name: 'Name', description: 'Description', type: 'Type', permissions: 'Permissions' },
    choices: { type: types.en },
  },
  fr: {
    name: 'Groupe de règles |||| Groupes de règles',
    fields: { name: 'Nom', description: 'Description', type: 'Type', permissions: 'Permissions' },
    choices: { type: types.fr },
  },
  de: {
    name: 'Regelgruppe |||| Regelgruppen',
    fields: { name: 'Name', description: 'Beschreibung', type: 'Typ', permissions: 'Berechtigungen' },
    choices: { type: types.de },
  },
  ru: {
    name: 'Группа правил |||| Группы правил',
    fields: { name: 'Название', description: 'Описание', type: 'Тип', permissions: 'Права доступа' },
    choices: { type: types.ru },
  },
  cn: {
    name: '规则组 |||| 规则组',
    fields: { name: '名称', description: '描述', type: '类型', permissions: '权限' },
    choices: { type: types.cn },
  },
};

/** Texts of the grouped permissions checklist (`rulegroups.picker.*`). */
export const permissionPickerMessages: MessageExtension = {
  en: {
    rulegroups: {
      picker: {
        all: 'All',
        notHeld: 'You do not hold this permission, so you cannot grant it.',
        selected: '%{count} of %{total} selected',
        none: 'No permission selected.',
      },
    },
  },
  fr: {
    rulegroups: {
      picker: {
        all: 'Tout',
        notHeld: "Vous ne détenez pas cette permission : vous ne pouvez pas l'accorder.",
        selected: '%{count} sur %{total} sélectionnées',
        none: 'Aucune permission sélectionnée.',
      },
    },
  },
  de: {
    rulegroups: {
      picker: {
        all: 'Alle',
        notHeld: 'Sie besitzen diese Berechtigung nicht und können sie daher nicht vergeben.',
        selected: '%{count} von %{total} ausgewählt',
        none: 'Keine Berechtigung ausgewählt.',
      },
    },
  },
  ru: {
    rulegroups: {
      picker: {
        all: 'Все',
        notHeld: 'У вас нет этого права, поэтому вы не можете его выдать.',
        selected: 'Выбрано %{count} из %{total}',
        none: 'Права не выбраны.',
      },
    },
  },
  cn: {
    rulegroups: {
      picker: {
        all: '全部',
        notHeld: '您没有此权限，因此无法授予。',
        selected: '已选 %{count} / %{total}',
        none: '未选择任何权限。',
      },
    },
  },
};
