import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { OutboxList } from './OutboxList';
import { OutboxShow } from './OutboxShow';

export const outbox = {
  list: OutboxList,
  show: OutboxShow,
  icon: MarkEmailUnreadIcon,
  recordRepresentation: 'subject',
};
