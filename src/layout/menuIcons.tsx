import type { ReactElement } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBoxIcon from '@mui/icons-material/AccountBox';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BorderAllIcon from '@mui/icons-material/BorderAll';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import GavelIcon from '@mui/icons-material/Gavel';
import LabelIcon from '@mui/icons-material/Label';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import CampaignIcon from '@mui/icons-material/Campaign';
import PaymentsIcon from '@mui/icons-material/Payments';
import InsightsIcon from '@mui/icons-material/Insights';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import OutboxIcon from '@mui/icons-material/Outbox';
import CalculateIcon from '@mui/icons-material/Calculate';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PolicyIcon from '@mui/icons-material/Policy';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';

/** The domain names its icons by their Material name (spec §2); the browser draws them. */
const ICONS: Record<string, ReactElement> = {
  people: <PeopleIcon />,
  assignment: <AssignmentIcon />,
  gavel: <GavelIcon />,
  settings: <SettingsIcon />,
  notifications: <NotificationsIcon />,
  account_box: <AccountBoxIcon />,
  account_balance: <AccountBalanceIcon />,
  border_all: <BorderAllIcon />,
  campaign: <CampaignIcon />,
  payments: <PaymentsIcon />,
  insights: <InsightsIcon />,
  calendar_month: <CalendarMonthIcon />,
  outbox: <OutboxIcon />,
  calculate: <CalculateIcon />,
  fact_check: <FactCheckIcon />,
  policy: <PolicyIcon />,
  auto_delete: <AutoDeleteIcon />,
  lock: <LockIcon />,
  exit_to_app: <ExitToAppIcon />,
};

export const menuIcon = (name: string): ReactElement => ICONS[name] ?? <LabelIcon />;
