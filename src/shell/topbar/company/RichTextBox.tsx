import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import { Box, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { sanitizeHtml } from './sanitizeHtml';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

const COMMANDS = [
  { command: 'bold', icon: FormatBold, label: 'app.editor.bold' },
  { command: 'italic', icon: FormatItalic, label: 'app.editor.italic' },
  { command: 'insertUnorderedList', icon: FormatListBulleted, label: 'app.editor.bullets' },
] as const;

/** A small rich-text box (250 px high) with bold, italic and bulleted lists. */
export function RichTextBox({ label, value, onChange, error }: Props) {
  const translate = useTranslate();
  const editor = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);

  // Only outside changes (a new company loaded) replace the content; typing does not.
  useEffect(() => {
    if (editor.current && value !== lastEmitted.current) editor.current.innerHTML = sanitizeHtml(value);
  }, [value]);

  const emit = () => {
    const html = editor.current?.innerHTML ?? '';
    lastEmitted.current = html;
    onChange(html);
  };
  const run = (command: string) => {
    editor.current?.focus();
    document.execCommand(command);
    emit();
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} id="rich-text-label">
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5, bgcolor: 'action.hover' }}>
          {COMMANDS.map(({ command, icon: Icon, label: key }) => (
            <Tooltip key={command} title={translate(key)}>
              <IconButton
                size="small"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(command)}
                aria-label={translate(key)}
              >
                <Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          ref={editor}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby="rich-text-label"
          aria-invalid={Boolean(error)}
          onInput={emit}
          sx={{ height: 250, overflowY: 'auto', p: 1.5, outline: 'none', fontSize: 14, '& p': { m: 0 } }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
