import { ALLOWED_FILE_TYPES, MAX_FILE_SIZE, type StoredFile } from '@caffee/contract';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewFile } from './record-derive';

interface FileUploadFieldProps {
  categories: readonly string[];
  existing: readonly StoredFile[];
  added: NewFile[];
  removed: number[];
  onAdd: (files: NewFile[]) => void;
  onRemoveNew: (index: number) => void;
  onToggleExisting: (id: number) => void;
}

const ACCEPTED: ReadonlySet<string> = new Set(ALLOWED_FILE_TYPES);
// Windows names a CSV file as Excel's; the server recognises it by its content.
const ALSO_CSV = 'application/vnd.ms-excel';

/**
 * Why the server would refuse a picked file, where the browser can tell before uploading it:
 * its size, or a type the server takes from none (an unknown type, '', is left to the server).
 */
function refusalOf(file: File): 'fileTooLarge' | 'fileTypeRefused' | null {
  if (file.size > MAX_FILE_SIZE) return 'fileTooLarge';
  if (file.type && !ACCEPTED.has(file.type) && file.type !== ALSO_CSV) return 'fileTypeRefused';
  return null;
}

/** A record's files: keep or remove the stored ones, add new ones each with its category. */
export function FileUploadField(props: FileUploadFieldProps) {
  const { categories, existing, added, removed } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const [refused, setRefused] = useState<{ name: string; reason: string }[]>([]);
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('crud.files')}
      </Typography>
      {existing.map((f) => (
        <FormControlLabel
          key={f.id}
          label={t('crud.removeFile', { name: f.originalName })}
          control={
            <Checkbox
              checked={removed.includes(f.id)}
              onChange={() => props.onToggleExisting(f.id)}
            />
          }
        />
      ))}
      {added.map((item, index) => (
        <Stack
          key={`${item.file.name}-${index}`}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {item.file.name}
          </Typography>
          <TextField
            select
            size="small"
            label={t('crud.fileType')}
            value={item.type}
            onChange={(e) =>
              props.onAdd(added.map((a, i) => (i === index ? { ...a, type: e.target.value } : a)))
            }
            sx={{ minWidth: 150 }}
          >
            {categories.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`crud.fileTypes.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={t('crud.removeNewFile', { name: item.file.name })}
            onClick={() => props.onRemoveNew(index)}
          >
            <CloseOutlined />
          </IconButton>
        </Stack>
      ))}
      <input
        id={inputId}
        type="file"
        multiple
        hidden
        data-testid="file-input"
        accept={ALLOWED_FILE_TYPES.join(',')}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          setRefused(
            files.flatMap((file) => {
              const reason = refusalOf(file);
              return reason ? [{ name: file.name, reason }] : [];
            }),
          );
          const picked = files
            .filter((file) => !refusalOf(file))
            .map((file) => ({
              file,
              type:
                file.type.startsWith('image/') && categories.includes('image')
                  ? 'image'
                  : categories.includes('downloadable')
                    ? 'downloadable'
                    : (categories[0] ?? 'attachment'),
            }));
          props.onAdd([...added, ...picked]);
          e.target.value = '';
        }}
      />
      {refused.map((r) => (
        <Alert key={r.name} severity="error" data-testid="file-refused">
          {t(`crud.${r.reason}`, { name: r.name })}
        </Alert>
      ))}
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('crud.addFiles')}
      </Button>
    </Stack>
  );
}
