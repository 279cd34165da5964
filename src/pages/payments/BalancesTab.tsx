import { Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BalanceSummary } from '../../domain/payments/payment.model';
import { useSession } from '../../session/SessionContext';
import { SupplierBalancesTable } from './SupplierBalancesTable';
import { SupplierStatement } from './SupplierStatement';

/** What is owed to each supplier of the active company, and the chosen supplier's statement line by line. */
export function BalancesTab() {
  const translate = useTranslate();
  const { activeBranch, companyInfo } = useSession();
  const branch = activeBranch?.uuid ?? companyInfo?.uuid ?? '';
  const [supplier, setSupplier] = useState<BalanceSummary | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(280px, 1fr) 2fr' }, alignItems: 'start' }}>
      <SupplierBalancesTable branch={branch} chosen={supplier?.supplieruuid} onChoose={setSupplier} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        {supplier ? (
          <SupplierStatement key={supplier.supplieruuid} branch={branch} supplier={supplier} />
        ) : (
          <Typography color="text.secondary">{translate('payments.pickSupplier')}</Typography>
        )}
      </Paper>
    </Box>
  );
}
