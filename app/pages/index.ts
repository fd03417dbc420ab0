export { LoginPage, LoginForm } from './LoginPage';
export type { LoginFormProps } from './LoginPage';
export { PlaceholderPage } from './PlaceholderPage';
export { OrderListPage, OffeneAuftraegePage } from './OrderListPage';
export type { OrderListPageProps } from './OrderListPage';
export { MonthlyExportPage } from './MonthlyExportPage';
export type { MonthlyExportPageProps } from './MonthlyExportPage';
export { TemplatesPage } from './TemplatesPage';
export { OrderCapturePage } from './OrderCapturePage';
