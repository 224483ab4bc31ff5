import { ALLOWED_FILE_TYPES, type StoredFile } from '@caffee/contract';
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
import { usePrefs } from '../../store/hooks';
import { fileProblem, fileRuleValues } from './file-checks';
import type { NewFile } from '../data/record-derive';

interface FileUploadFieldProps {
  categories: readonly string[];
  existing: readonly StoredFile[];
  added: NewFile[];
  removed: number[];
  onAdd: (files: NewFile[]) => void;
  onRemoveNew: (index: number) => void;
  onToggleExisting: (id: number) => void;
  /** The media types the record type takes (its declaration's `fileTypes`); default: all. */
  types?: readonly string[];
}

/** A record's files: keep or remove the stored ones, add new ones each with its category. */
export function FileUploadField(props: FileUploadFieldProps) {
  const { categories, existing, added, removed, types = ALLOWED_FILE_TYPES } = props;
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const inputId = useId();
  const hintId = useId();
  const [refused, setRefused] = useState<{ name: string; text: string }[]>([]);
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
        accept={types.join(',')}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          const problems = files.map((file) => fileProblem(file, t, locale, types));
          setRefused(
            files.flatMap((file, i) => {
              const text = problems[i];
              return text ? [{ name: file.name, text }] : [];
            }),
          );
          const picked = files
            .filter((_, i) => !problems[i])
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
          {r.text}
        </Alert>
      ))}
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        aria-describedby={hintId}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('crud.addFiles')}
      </Button>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('crud.fileRule', fileRuleValues(types, locale))}
      </Typography>
    </Stack>
  );
}
