export { ApprovalPanel, type ApprovalPanelProps } from './ApprovalPanel';
export { type ApprovalRecord, ApprovalRecordButton, ApprovalRecordDialog } from './ApprovalRecordDialog';
export { FlowStatusBadge, flowStatusLabelId } from './FlowStatusBadge';
