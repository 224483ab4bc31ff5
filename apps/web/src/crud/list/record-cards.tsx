import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FieldValue } from '../detail/field-value';
import { PlaceholderImage } from './placeholder-image';
import { usePrefs } from '../../store/hooks';
import { lineFields, recordTitle, type RecordRow, type RecordScreen } from '../screen';

interface CardsProps {
  screen: RecordScreen;
  rows: readonly RecordRow[];
  masonry?: boolean;
}

/** One record as a card: image (or placeholder), title, and the declared columns. */
function RecordCard({ screen, record }: { screen: RecordScreen; record: RecordRow }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const image = screen.cardImage?.(record);
  const Actions = screen.rowActions;
  return (
    <Card
      variant="outlined"
      sx={{ breakInside: 'avoid', mb: 2 }}
      data-testid={`record-card-${record.id}`}
    >
      <CardActionArea
        component={RouterLink}
        to={String(record.id)}
        sx={{ height: Actions ? undefined : '100%' }}
      >
        {image ? (
          <CardMedia
            component="img"
            height={140}
            image={image}
            alt=""
            sx={{ objectFit: 'cover' }}
          />
        ) : (
          screen.placeholder && <PlaceholderImage kind={screen.placeholder} />
        )}
        <CardContent>
          <Typography variant="h6" component="h2" dir="auto" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {recordTitle(screen, record, { t, locale, calendar })}
          </Typography>
          {lineFields(screen).map((field) => (
            <Typography key={field.name} variant="body2" color="text.secondary" component="div">
              {t(`records.fields.${field.name}`)}: <FieldValue field={field} record={record} />
            </Typography>
          ))}
        </CardContent>
      </CardActionArea>
      {Actions && (
        <CardActions sx={{ flexWrap: 'wrap' }}>
          <Actions record={record} />
        </CardActions>
      )}
    </Card>
  );
}

/** Cards in an even grid, or in columns of uneven height (masonry). */
export function RecordCards({ screen, rows, masonry }: CardsProps) {
  return (
    <Box
      data-testid={masonry ? 'records-masonry' : 'records-grid'}
      sx={
        masonry
          ? { columnCount: { xs: 1, sm: 2, md: 3 }, columnGap: 2 }
          : {
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              '& > *': { mb: 0 },
            }
      }
    >
      {rows.map((record) => (
        <RecordCard key={record.id} screen={screen} record={record} />
      ))}
    </Box>
  );
}
