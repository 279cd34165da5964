import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControlLabel,
  FormHelperText,
  Switch,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../providers/data';
import { RETENTION_YEARS, type CompanyInfo } from '../../../domain/company/company.model';
import { useSession } from '../../../session/SessionContext';
import { useToast } from '../../feedback/toast';
import { EMPTY_COMPANY_FORM, toCompanyForm, validateCompanyForm, type CompanyForm } from './companyForm';
import { ItemsInput } from './ItemsInput';
import { RichTextBox } from './RichTextBox';
import { NarrowDialog } from '../../feedback/NarrowDialog';

const TEXT_FIELDS = ['name', 'address', 'phone', 'contactmail', 'comptablemail', 'iban', 'bic', 'siren'] as const;

/**
 * Company settings (450 px): opens with fresh values from the server, validates with the
 * shared schema, closes on a successful save or cancel. A failed save keeps it open silently.
 */
export function CompanySettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const { userInfo, refreshCompany } = useSession();
  const toast = useToast();
  const [company, setCompany] = useState<CompanyInfo | null>(null);
  const [form, setForm] = useState<CompanyForm>(EMPTY_COMPANY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    dataProvider
      .getCompanyInfo()
      .then((c) => {
        if (!current) return;
        setCompany(c);
        setForm(toCompanyForm(c));
      })
      .catch((error: unknown) => current && toast.error(error));
    return () => {
      current = false;
    };
  }, [open, dataProvider, toast]);

  const close = () => {
    setForm(EMPTY_COMPANY_FORM);
    setCompany(null);
    setSubmitted(false);
    onClose();
  };
  const { errors, args } = validateCompanyForm(form, company);
  const errorOf = (field: keyof CompanyForm) =>
    submitted && errors?.[field] ? translate(errors[field], args?.[field]) : undefined;
  const set = <K extends keyof CompanyForm>(field: K, value: CompanyForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));

  const save = async () => {
    setSubmitted(true);
    const result = validateCompanyForm(form, company);
    if (!result.data) return;
    setSaving(true);
    try {
      await dataProvider.updateCompany(result.data);
      toast.success('ra.notification.updated', { detailArgs: { smart_count: 1 } });
      close();
      await refreshCompany();
    } catch {
      // Spec §8: a failed company save is ignored; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <NarrowDialog open={open} onClose={close} title={translate('app.company.title')}>
      <DialogContent dividers>
        {!company ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress />
          </Box>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field}
                label={translate(`app.company.fields.${field}`)}
                value={form[field]}
                onChange={(e) => set(field, e.target.value)}
                error={Boolean(errorOf(field))}
                helperText={errorOf(field)}
                required={field === 'name'}
                type={field.endsWith('mail') ? 'email' : 'text'}
                variant="outlined"
                margin="dense"
                fullWidth
              />
            ))}
            <ItemsInput
              label={translate('app.company.fields.items')}
              value={form.items}
              onChange={(v) => set('items', v)}
              error={errorOf('items')}
            />
            <FormControlLabel
              control={<Switch checked={form.mailmanual} onChange={(_, v) => set('mailmanual', v)} />}
              label={translate('app.company.fields.mailmanual')}
            />
            <FormControlLabel
              control={<Switch checked={form.mailauto} onChange={(_, v) => set('mailauto', v)} />}
              label={translate('app.company.fields.mailauto')}
            />
            <RichTextBox
              label={translate('app.company.fields.emailtemplate')}
              value={form.emailtemplate}
              onChange={(v) => set('emailtemplate', v)}
              error={errorOf('emailtemplate')}
            />
            <TextField
              label={translate('app.company.fields.platformurl')}
              value={form.platformurl}
              onChange={(e) => set('platformurl', e.target.value)}
              error={Boolean(errorOf('platformurl'))}
              helperText={errorOf('platformurl') ?? translate('app.company.platformurl_help')}
              type="url"
              variant="outlined"
              margin="dense"
              fullWidth
            />
            <TextField
              label={translate('app.company.fields.platformsecret')}
              value={form.platformsecret}
              onChange={(e) => set('platformsecret', e.target.value)}
              error={Boolean(errorOf('platformsecret'))}
              helperText={
                errorOf('platformsecret') ??
                translate(
                  company.platformsecretset ? 'app.company.platformsecret_set' : 'app.company.platformsecret_unset',
                )
              }
              type="password"
              autoComplete="new-password"
              variant="outlined"
              margin="dense"
              fullWidth
            />
            <TextField
              label={translate('app.company.fields.retentionyears')}
              value={form.retentionyears}
              onChange={(e) => set('retentionyears', e.target.value)}
              error={Boolean(errorOf('retentionyears'))}
              helperText={errorOf('retentionyears') ?? translate('app.company.retentionyears_help')}
              type="number"
              variant="outlined"
              margin="dense"
              fullWidth
              slotProps={{ htmlInput: { min: RETENTION_YEARS.min, max: RETENTION_YEARS.max, step: 1 } }}
            />
            <TextField
              label={translate('app.company.fields.exchangerates')}
              value={form.exchangerates}
              onChange={(e) => set('exchangerates', e.target.value)}
              error={Boolean(errorOf('exchangerates'))}
              helperText={errorOf('exchangerates') ?? translate('app.company.exchangerates_help')}
              placeholder="GBP 1.165"
              multiline
              minRows={2}
              variant="outlined"
              margin="dense"
              fullWidth
            />
            <FormControlLabel
              control={<Switch checked={form.paymentfoureyes} onChange={(_, v) => set('paymentfoureyes', v)} />}
              label={translate('app.company.fields.paymentfoureyes')}
            />
            <FormHelperText sx={{ mt: 0, mb: 1 }}>{translate('app.company.paymentfoureyes_help')}</FormHelperText>
            <TextField
              label={translate('app.company.fields.offer')}
              value={userInfo.offer?.name ?? ''}
              disabled
              variant="outlined"
              margin="dense"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!company || saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </NarrowDialog>
  );
}
