/** The read-only declaration screen of an application, by award type (undefined when the type has none). */
export function detailPathOf(awardType: string, id: string): string | undefined {
  if (awardType === 'century_cup') return `/awards/centuryCupMaterialsSH?id=${encodeURIComponent(id)}`;
  if (awardType === 'quality_structure') return `/awards/qualityStructure/detail?id=${encodeURIComponent(id)}`;
  return undefined;
}
