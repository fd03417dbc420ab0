export { IconButton } from './IconButton';
export type { BlueprintIconButtonProps } from './IconButton';
export { SubmitButton } from './SubmitButton';
export { AddButton } from './AddButton';
export { RemoveButton } from './RemoveButton';
export { MoveUpButton } from './MoveUpButton';
export { MoveDownButton } from './MoveDownButton';
export { CopyButton } from './CopyButton';
export { ClearButton } from './ClearButton';
