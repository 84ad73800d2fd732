/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which page to read: current from 1, size from 1 to 200 (default 10). */
export type PageInput = {
  current?: number | null | undefined;
  size?: number | null | undefined;
};

export type ParamFilter = {
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Part of the key, case-insensitive. */
  paramKey?: string | null | undefined;
  /** Part of the name, case-insensitive. */
  paramName?: string | null | undefined;
};

export type ParamInput = {
  id?: string | number | null | undefined;
  paramKey: string;
  paramName: string;
  paramValue: string;
  remark?: string | null | undefined;
  /** The version that was read; a stale version is refused. */
  version?: number | null | undefined;
};

/** Ids of the records to remove (at least one, at most 1000). */
export type RemoveInput = {
  ids: Array<string | number>;
};

export type ParamFieldsFragment = { id: string, paramName: string, paramKey: string, paramValue: string, remark: string | null, createTime: string, updateTime: string, version: number };

export type ParamPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ParamFilter | null | undefined;
}>;


export type ParamPageQuery = { params: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, paramName: string, paramKey: string, paramValue: string, remark: string | null, createTime: string, updateTime: string, version: number }> } };

export type ParamQueryVariables = Exact<{
  id: string | number;
}>;


export type ParamQuery = { param: { id: string, paramName: string, paramKey: string, paramValue: string, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitParamMutationVariables = Exact<{
  input: ParamInput;
}>;


export type SubmitParamMutation = { submitParam: { id: string, paramName: string, paramKey: string, paramValue: string, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveParamsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveParamsMutation = { removeParams: number };

export const ParamFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Param"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paramName"}},{"kind":"Field","name":{"kind":"Name","value":"paramKey"}},{"kind":"Field","name":{"kind":"Name","value":"paramValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ParamFieldsFragment, unknown>;
export const ParamPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParamPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ParamFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"params"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Param"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paramName"}},{"kind":"Field","name":{"kind":"Name","value":"paramKey"}},{"kind":"Field","name":{"kind":"Name","value":"paramValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ParamPageQuery, ParamPageQueryVariables>;
export const ParamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Param"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"param"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Param"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paramName"}},{"kind":"Field","name":{"kind":"Name","value":"paramKey"}},{"kind":"Field","name":{"kind":"Name","value":"paramValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ParamQuery, ParamQueryVariables>;
export const SubmitParamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitParam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitParam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Param"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paramName"}},{"kind":"Field","name":{"kind":"Name","value":"paramKey"}},{"kind":"Field","name":{"kind":"Name","value":"paramValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitParamMutation, SubmitParamMutationVariables>;
export const RemoveParamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveParams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeParams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveParamsMutation, RemoveParamsMutationVariables>;