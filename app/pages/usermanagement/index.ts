export { UsermanagementPage } from './UsermanagementPage';
export { UserDialog, userText } from './UserDialog';
export type { UserDialogProps } from './UserDialog';
export {
  usermanagementActionIds,
  userDialogActionIds,
  userDialogCheckIds,
  userDialogOptionSourceIds,
} from './documentIds';
export { toFormData, toUserBody } from './userData';
export type { User } from './useUserSearch';
