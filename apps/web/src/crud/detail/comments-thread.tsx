import { COMMENT_MAX_LENGTH } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessageKey } from '../../api/error-message';
import { useSingleMutation } from '../../api/use-single-mutation';
import { useCan } from '../../auth/auth-context';
import { formatDate } from '../../i18n/format-date';
import { usePrefs } from '../../store/hooks';
import { fetchComments, postComment } from '../data/record-api';

/**
 * A record's comments, oldest first, as plain text; a box to add one when allowed: the
 * permission, and the record taking comments (`closed`: a locked forum topic says so instead).
 */
export function CommentsThread({
  path,
  id,
  closed,
}: {
  path: string;
  id: number;
  closed: boolean;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const { locale, calendar } = usePrefs();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const key = [path, 'comments', id];
  const query = useQuery({ queryKey: key, queryFn: () => fetchComments(path, id) });
  const send = useSingleMutation({
    mutationFn: () => postComment(path, id, text.trim()),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // Closed since the page loaded (a topic just locked): the record is read again, so the
    // page shows it locked and says why instead of offering a form that cannot succeed.
    onError: (error) => {
      if (errorCode(error) === 'comments_closed') {
        void queryClient.invalidateQueries({ queryKey: [path, 'detail', id] });
      }
    },
  });
  return (
    <Stack spacing={1.5} data-testid="comments">
      <Typography variant="h6" component="h2">
        {t('crud.comments')}
      </Typography>
      {query.data?.length === 0 && (
        <Typography color="text.secondary">{t('crud.noComments')}</Typography>
      )}
      {query.isError && <Typography color="error">{t(errorMessageKey(query.error))}</Typography>}
      {query.data?.map((c) => (
        <Paper key={c.id} variant="outlined" sx={{ p: 1.5 }} data-testid="comment">
          <Typography variant="body2" color="text.secondary">
            {c.authorName ?? t('crud.system')} ·{' '}
            {formatDate(c.createdAt, locale, calendar, { dateStyle: 'medium', timeStyle: 'short' })}
          </Typography>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.body}
          </Typography>
        </Paper>
      ))}
      {can(`${path}:comment`) && closed && (
        <Alert severity="info" data-testid="comments-closed">
          {t('crud.commentsClosed')}
        </Alert>
      )}
      {can(`${path}:comment`) && !closed && (
        <Stack
          component="form"
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) send.mutate();
          }}
        >
          <TextField
            label={t('crud.addComment')}
            multiline
            minRows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={send.isError}
            helperText={send.isError ? t(errorMessageKey(send.error)) : undefined}
            slotProps={{
              htmlInput: { maxLength: COMMENT_MAX_LENGTH, 'data-testid': 'comment-input' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!text.trim() || send.isPending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="comment-submit"
          >
            {t('crud.send')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
