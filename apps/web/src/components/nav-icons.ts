import type { MenuKey } from '@dd/contract';
import {
  Building2,
  ChartColumn,
  ClipboardList,
  LayoutDashboard,
  Link2,
  MonitorSmartphone,
  ReceiptIndianRupee,
  Store,
  Truck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export const NAV_ICONS: Record<MenuKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  serviceProviders: Building2,
  orders: ClipboardList,
  machines: MonitorSmartphone,
  assignments: Link2,
  distributors: Truck,
  retailers: Store,
  reports: ChartColumn,
  billing: ReceiptIndianRupee,
  profile: UserRound,
};
