import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Chip, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isLowConfidence, type Provenance } from './provenance';

/** Where a value comes from (xml, text, ocr, llm, user), and a plain warning when its confidence is low. */
export function FieldProvenance({ provenance }: { provenance: Provenance | undefined }) {
  const translate = useTranslate();
  if (!provenance) return null;
  const low = isLowConfidence(provenance);
  const source = translate(`documents.source.${provenance.source}`);
  const confidence = Math.round(provenance.confidence * 100);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={translate('documents.review.provenance', { source, confidence })}>
        <Chip
          size="small"
          variant="outlined"
          label={source}
          color={low ? 'warning' : 'default'}
          sx={{ height: 20, fontSize: 11 }}
        />
      </Tooltip>
      {low && (
        <Tooltip title={translate('documents.review.checkValue', { confidence })}>
          <WarningAmberOutlined
            color="warning"
            fontSize="small"
            aria-label={translate('documents.review.checkValue', { confidence })}
            role="img"
          />
        </Tooltip>
      )}
    </Stack>
  );
}
