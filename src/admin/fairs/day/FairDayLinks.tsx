import Insights from '@mui/icons-material/Insights';
import TableRestaurant from '@mui/icons-material/TableRestaurant';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** A fair row's doors to its day and its results (the list row itself opens the edit form). */
export function FairDayLinks() {
  const record = useRecordContext<{ id: string }>();
  if (!record) return null;
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <>
      <Button component={Link} to={`/fairs/${record.id}/day`} label="resources.fairDay.open" onClick={stop}>
        <TableRestaurant />
      </Button>
      <Button
        component={Link}
        to={`/fairs/${record.id}/dashboard`}
        label="resources.fairDay.dashboard"
        onClick={stop}
      >
        <Insights />
      </Button>
    </>
  );
}
