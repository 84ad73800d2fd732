export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { type ConfirmOptions, ConfirmProvider, useConfirm } from './confirm';
export { type Column, DataTable, type DataTableProps, type Selection } from './DataTable';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  Pagination,
  type PaginationProps,
  WIDGET_DEFAULT_PAGE_SIZE,
  WIDGET_PAGE_SIZES,
} from './Pagination';
export { SearchBar, type SearchBarProps, type SearchField } from './SearchBar';
export { Toolbar, type ToolbarProps } from './Toolbar';
export { activeFilter, type ListState, useListState } from './useListState';
export { DialogFrame, type DialogFrameProps } from './DialogFrame';
export { ShownOnceDialog, type ShownOnceDialogProps } from './ShownOnceDialog';
export { type CrudListProps, type CrudTreeOptions, CrudList } from './CrudList';
export { CheckboxTree, type CheckboxTreeProps } from './CheckboxTree';
export { allMembers, type CheckRules, type CheckState, checkStateOf, toggleChecked } from './checkTree';
export { type Option, OptionSelect, type OptionSelectProps } from './OptionSelect';
export {
  DialogError,
  DialogLoading,
  FormFooter,
  RecordDialog,
  type RecordDialogProps,
  type RecordDialogState,
  RecordLoader,
  type RecordMode,
  SaveAndSubmitButtons,
} from './RecordDialog';
export { saveForm, type ServerErrorTarget } from './saveForm';
export {
  ancestorsById,
  branchIds,
  buildTree,
  filterTree,
  matchesTextFilter,
  nestByParent,
  subtreeIds,
  type TreeAccess,
  type TreeNode,
  visibleNodes,
  walkTree,
} from './tree';
export { TreeSelect, type TreeSelectProps } from './TreeSelect';
export { TreeTable, type TreeTableProps } from './TreeTable';
export { type PageOf, type PagedQuery, pagedListProps, usePagedQuery } from './usePagedQuery';
export { useRemoveAction } from './useRemoveAction';
export { type TreeExpansion, useTreeExpansion } from './useTreeExpansion';
export { idList, integer, minLength, optionalInt, optionalText, pattern, validateForm } from './formRules';
export { STATUS, StatusBadge, useStatusOptions } from './StatusBadge';
export { CheckboxChoices, type CheckboxChoicesProps } from './CheckboxChoices';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { PdfButton, type PdfButtonProps } from './PdfButton';
export { ImportButton, type ImportButtonProps, ImportDialog, type ImportDialogProps } from './ImportDialog';
export {
  downloadFile,
  fileNameOf,
  type ImportResult,
  type ImportRowError,
  importRowErrors,
  RestError,
  restFetch,
  restUrl,
  saveBlob,
  uploadImport,
} from './transfer';
export { RecordPageFallback } from './RecordPageFallback';
