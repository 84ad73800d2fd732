import { defineSlotRecipe } from '@chakra-ui/react';
import {
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  colorSwatchRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  kbdRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  timelineSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Tabs whose labels never break inside a word ("申报信/息" at 375 px): a horizontal tab list keeps one line and
 * scrolls sideways when its labels are wider than the screen. A pixel of padding under the triggers keeps the
 * selected line (drawn 1px below its trigger) inside the scrolling box, which would clip it otherwise.
 */
const scrollingTabsRecipe = defineSlotRecipe({
  ...tabsSlotRecipe,
  base: {
    ...tabsSlotRecipe.base,
    list: {
      ...tabsSlotRecipe.base?.list,
      _horizontal: {
        flexDirection: 'row',
        flexWrap: 'nowrap',
        maxWidth: 'full',
        overflowX: 'auto',
        overflowY: 'hidden',
        scrollbarWidth: 'thin',
        pb: '1px',
      },
    },
    trigger: { ...tabsSlotRecipe.base?.trigger, whiteSpace: 'nowrap', flexShrink: 0 },
  },
});

/**
 * The recipes of the components the product uses besides the first script's (system.ts): a chunk of their own,
 * loaded before any of these components renders (loadAllRecipes).
 */
export const LATER_RECIPES = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  colorSwatch: colorSwatchRecipe,
  container: containerRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  mark: markRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  textarea: textareaRecipe,
};

export const LATER_SLOT_RECIPES = {
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: scrollingTabsRecipe,
  tag: tagSlotRecipe,
  timeline: timelineSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
