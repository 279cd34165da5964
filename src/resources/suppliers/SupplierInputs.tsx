import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { NumberInput, required, SelectInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { branchDisplayName, type Branch } from '../../domain/company/company.model';
import { AutocompleteArrayInput } from '../views/autocomplete';
import { choiceKey } from '../views/ModelInputs';
import { joinBranches, splitBranches, TEMPLATE_PLACEHOLDERS, UNSET } from '../../domain/suppliers/constants';
import { supplierModel } from '../../domain/suppliers/supplier.model';

/** The label key of a supplier field or form text. */
export const fieldKey = (key: string) => `resources.${supplierModel.name}.fields.${key}`;

/** A required select whose labels come from the resource's `choices` translations. */
export function EnumInput({
  source,
  choices,
  choiceField = source,
  label,
}: {
  source: string;
  choices: readonly (string | number)[];
  choiceField?: string;
  label?: string;
}) {
  const translate = useTranslate();
  const options = choices.map((id) => ({
    id,
    name: translate(choiceKey(supplierModel.name, choiceField, id), { _: String(id) }),
  }));
  return <SelectInput source={source} label={label} choices={options} validate={required()} fullWidth />;
}

/** A number of days; empty means "not set" (-1). */
export function DaysInput({ source }: { source: string }) {
  return (
    <NumberInput
      source={source}
      min={0}
      max={365}
      step={1}
      fullWidth
      format={(v: number | null | undefined) => (v === null || v === undefined || v < 0 ? '' : String(v))}
      parse={(v: number | string) => (v === '' || v === null || Number.isNaN(Number(v)) ? UNSET : Number(v))}
    />
  );
}

/** The account's companies (GET /companies/companyInfo `branches`), stored as semicolon-separated uuids. */
export function ExcludedBranchesInput() {
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [branches, setBranches] = useState<Branch[] | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider
      .getCompanyInfo()
      .then((info) => live && setBranches(info.branches))
      .catch((err: Error) => {
        if (live) {
          setBranches([]);
          notify(err.message, { type: 'error' });
        }
      });
    return () => {
      live = false;
    };
  }, [dataProvider, notify]);
  return (
    <AutocompleteArrayInput
      source="excludedbranches"
      choices={(branches ?? []).map((b) => ({ id: b.uuid, name: branchDisplayName(b, translate) }))}
      isPending={branches === null}
      format={(v: string | null | undefined) => splitBranches(v)}
      parse={(ids: string[] | null | undefined) => joinBranches(ids ?? [])}
      helperText={fieldKey('help_excludedbranches')}
      fullWidth
    />
  );
}

const PLACEHOLDER_HELP: Array<[string, string]> = [
  [TEMPLATE_PLACEHOLDERS.INVOICES, 'help_invoices'],
  [TEMPLATE_PLACEHOLDERS.TOTAL, 'help_total'],
  [TEMPLATE_PLACEHOLDERS.DATE, 'help_date'],
  [TEMPLATE_PLACEHOLDERS.COMPANY, 'help_company'],
];

/** The template's placeholders and what each becomes. */
export function PlaceholderHelp() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: -1, mb: 2 }} data-testid="template-placeholders">
      <Typography variant="caption" color="text.secondary">
        {translate(fieldKey('help_placeholders'))}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {PLACEHOLDER_HELP.map(([placeholder, key]) => (
          <Typography component="li" variant="caption" color="text.secondary" key={placeholder}>
            <Box component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {placeholder}
            </Box>{' '}
            — {translate(fieldKey(key))}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
