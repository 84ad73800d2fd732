/**
 * The award declaration rules of the API (pure modules, the ones the server validates with), re-exported once
 * for the declaration components so every import of the api side goes through this file.
 */
export {
  BUILDING_NUMBER_DEFAULT,
  DECLARATION_MESSAGES,
  FILES_MAX,
  type FieldError,
  LIST_SEPARATOR,
  listItems,
  PARTICIPANT_GROUPS,
  type ParticipantGroup,
  type ParticipantRole,
  type ParticipantUnitValues,
  PEOPLE_MAX,
  peopleError,
  type PeopleRule,
  PHOTOS_REQUIRED,
  photosError,
  TECHNOLOGIES_MAX,
  TECHNOLOGIES_MIN,
  technologiesError,
  uploadCountError,
} from '@zhuxie/domain/award/declaration-rules';
export {
  type ApplicationContent,
  applicationErrors,
  DECLARATION_FIELDS,
  draftErrors,
  type FileRef,
  type Materials,
  type Participants,
  PHOTOS_SLOT,
} from '@zhuxie/domain/award/application-rules';
export type { AwardFormDefinition, MaterialSlot } from '@zhuxie/domain/award/award-types';
// A submission's messages from the award type's form definition (the form engine), as the server checks it.
export { applicationFormErrors } from '@zhuxie/domain/award/application-form';
