export { ApprovalPanel, type ApprovalPanelProps } from './ApprovalPanel';
export {
  type ApprovalRecord,
  type ApprovalRecordActions,
  ApprovalRecordButton,
  ApprovalRecordDialog,
} from './ApprovalRecordDialog';
export { FlowStatusBadge, flowStatusLabelId } from './FlowStatusBadge';
