export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions, ConfirmProvider, useConfirm } from './ConfirmDialog';
export { type Column, DataTable, type DataTableProps, type Selection } from './DataTable';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, Pagination, type PaginationProps } from './Pagination';
export { SearchBar, type SearchBarProps, type SearchField } from './SearchBar';
export { Toolbar, type ToolbarProps } from './Toolbar';
export { activeFilter, type ListState, useListState } from './useListState';
export { DialogFrame, type DialogFrameProps } from './DialogFrame';
