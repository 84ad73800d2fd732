import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requirePermission } from '../../engine/access/permissions.js';
import { badInput } from '../../engine/errors/domain-error.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { Event, EventRegistration } from './event.entity.js';
import {
  AccommodationInput,
  CheckInInput,
  EventFilter,
  EventInput,
  EventRegistrationFilter,
  EventRegistrationInput,
} from './event.inputs.js';
import {
  CHECKIN_CODES,
  CONFERENCE_CODES,
  EVENT_CODES,
  EVENT_READERS,
  eventService,
  type PublicEventView,
} from './event.service.js';

const EventPage = PageType(Event);
const EventRegistrationPage = PageType(EventRegistration);

@ObjectType({ description: 'A custom registration option (business dictionary event_register_custom_options).' })
export class EventCustomOption {
  @Field(() => String, { description: 'Key of the option (its dictKey).' }) key!: string;
  @Field(() => String, { description: "The option's label." }) label!: string;
}

@ObjectType({ description: 'The answer to one custom option.' })
export class EventAnswer {
  @Field(() => String, { description: 'Key of the option (its dictKey).' }) key!: string;
  @Field(() => String, { description: 'The answer given.' }) value!: string;
}

@ObjectType({ description: 'What the open registration page shows of an event.' })
export class PublicEvent {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) type!: string;
  @Field(() => String) venue!: string;
  @Field(() => GraphQLISODateTime) startTime!: Date;
  @Field(() => GraphQLISODateTime) endTime!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) registrationDeadline?: Date;
  @Field(() => Int) capacity!: number;
  @Field(() => Int, { description: 'Registrations so far.' }) registered!: number;
  @Field(() => String) fee!: string;
  @Field(() => String, { nullable: true }) agenda?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Int) status!: number;
  @Field(() => [EventCustomOption], { description: 'The custom registration options of the event.' })
  options!: EventCustomOption[];
}

@ObjectType({ description: 'A registration just made: the sign-in number and its QR code (SVG).' })
export class EventRegistrationReceipt {
  @Field(() => ID, { description: 'Id of the registration.' }) id!: string;
  @Field(() => ID, { description: 'Id of the event.' }) eventId!: string;
  @Field(() => String, { description: 'Title of the event.' }) eventTitle!: string;
  @Field(() => String, { description: 'Name of the person registered.' }) name!: string;
  @Field(() => String, { description: 'Sign-in number, shown at check-in (also in the QR code).' })
  signInNumber!: string;
  @Field(() => String, { description: 'SVG document of the QR code carrying the sign-in number.' }) qrSvg!: string;
}

@ObjectType({ description: 'A registration of the signed-in user with its event (the mobile meeting pages).' })
export class MyEventRegistration {
  @Field(() => EventRegistration, { description: 'The registration.' }) registration!: EventRegistration;
  @Field(() => Event, { description: 'The event registered for.' }) event!: Event;
}

@ObjectType({ description: 'Live counts of an event (check-in screen).' })
export class EventCheckInStats {
  @Field(() => ID, { description: 'Id of the event.' }) eventId!: string;
  @Field(() => Int, { description: 'How many people registered.' }) registered!: number;
  @Field(() => Int, { description: 'How many of them have checked in.' }) checkedIn!: number;
  @Field(() => Int, { description: '0 = unlimited.' }) capacity!: number;
}

@ObjectType({ description: 'Registered and checked-in counts of one event (活动统计).' })
export class EventStatisticsRow extends EventCheckInStats {
  @Field(() => String, { description: 'Title of the event.' }) title!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the event starts.' }) startTime!: Date;
}

/** What the registration pages show of an event. */
function publicEventOf({ event, options, registered }: PublicEventView): PublicEvent {
  return {
    id: event.id,
    title: event.title,
    type: event.type,
    venue: event.venue,
    startTime: event.startTime,
    endTime: event.endTime,
    registrationDeadline: event.registrationDeadline,
    capacity: event.capacity,
    registered,
    fee: event.fee,
    agenda: event.agenda,
    description: event.description,
    status: event.status,
    options,
  };
}

@Resolver(() => Event)
export class EventResolver {
  @Authorized(...EVENT_READERS)
  @Query(() => EventPage, { description: 'Events (staff), newest start first; removed events are not listed.' })
  events(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => EventFilter, { nullable: true }) filter?: EventFilter,
  ) {
    return eventService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(...EVENT_READERS)
  @Query(() => Event, { description: 'One event by id.' })
  event(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return eventService.detail(ctx, id);
  }

  @Authorized(EVENT_CODES.add, EVENT_CODES.edit)
  @Mutation(() => Event, { description: 'Creates a draft (no id) or updates a draft.' })
  async submitEvent(@Ctx() ctx: RequestContext, @Arg('input', () => EventInput) input: EventInput) {
    requirePermission(ctx, input.id ? EVENT_CODES.edit : EVENT_CODES.add);
    return (await eventService.submit(ctx, input)).entity;
  }

  @Authorized(EVENT_CODES.release)
  @Mutation(() => Event, { description: 'Releases a draft (registration opens).' })
  releaseEvent(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return eventService.release(ctx, id);
  }

  @Authorized(EVENT_CODES.cancel)
  @Mutation(() => Event, { description: 'Cancels a released event.' })
  cancelEvent(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return eventService.cancel(ctx, id);
  }

  @Authorized(EVENT_CODES.delete)
  @Mutation(() => Int, { description: 'Removes drafts and cancelled events.' })
  removeEvents(@Ctx() ctx: RequestContext, @Arg('ids', () => [ID]) ids: string[]) {
    return eventService.remove(ctx, ids);
  }

  @Query(() => PublicEvent, { description: 'Open: the event of the registration page, with the custom options.' })
  async publicEvent(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<PublicEvent> {
    return publicEventOf(await eventService.publicEvent(ctx, id));
  }

  @Authorized()
  @Query(() => [PublicEvent], {
    description:
      'Signed in: the released events whose registration is still open, soonest first (mobile meeting list).',
  })
  async openEvents(@Ctx() ctx: RequestContext): Promise<PublicEvent[]> {
    return (await eventService.openForRegistration(ctx)).map((view) => publicEventOf(view));
  }

  @Authorized()
  @Query(() => [MyEventRegistration], {
    description:
      "Signed in: the user's own registrations (made while signed in, or with the account's mobile) with their events.",
  })
  myEventRegistrations(
    @Ctx() ctx: RequestContext,
    @Arg('eventId', () => ID, { nullable: true, description: 'Only the registrations to this event.' })
    eventId?: string,
  ) {
    return eventService.mine(ctx, eventId);
  }

  @Mutation(() => EventRegistrationReceipt, { description: 'Open: registers for a released event (no login).' })
  registerForEvent(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => EventRegistrationInput) input: EventRegistrationInput,
  ) {
    return eventService.register(ctx, input);
  }

  @Authorized(...EVENT_READERS)
  @Query(() => EventCheckInStats, { description: 'Registered and checked-in counts of an event.' })
  eventCheckInStats(@Ctx() ctx: RequestContext, @Arg('eventId', () => ID) eventId: string) {
    return eventService.stats(ctx, eventId);
  }

  @Authorized(...EVENT_READERS)
  @Query(() => [EventStatisticsRow], {
    description: 'Registered and checked-in counts of the latest events (newest start first), counted in SQL.',
  })
  eventStatistics(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: 'How many events, 1 to 50 (default 12).' }) limit?: number,
  ) {
    return eventService.statistics(ctx, limit ?? 12);
  }

  @Authorized(...EVENT_READERS)
  @Query(() => [EventCustomOption], { description: 'The custom registration options of the tenant.' })
  eventCustomOptions(@Ctx() ctx: RequestContext) {
    return eventService.customOptions(ctx);
  }
}

@Resolver(() => EventRegistration)
export class EventRegistrationResolver {
  @FieldResolver(() => [EventAnswer], { description: "The answers to the event's custom options." })
  answers(@Root() reg: EventRegistration): EventAnswer[] {
    return Object.entries(reg.answers ?? {}).map(([key, value]) => ({ key, value }));
  }

  @Authorized(...EVENT_READERS)
  @Query(() => EventRegistrationPage, { description: 'Registrations of an event (staff), by sign-in number.' })
  eventRegistrations(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => EventRegistrationFilter, { nullable: true, description: 'eventId is required.' })
    filter?: EventRegistrationFilter,
  ) {
    if (!filter?.eventId) throw badInput('请选择活动');
    return eventService.registrations(ctx, pageRequest(page), filter);
  }

  @Authorized(CONFERENCE_CODES.edit)
  @Mutation(() => EventRegistration, { description: 'Accommodation of a conference registration.' })
  updateEventAccommodation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AccommodationInput) input: AccommodationInput,
  ) {
    return eventService.updateAccommodation(ctx, input);
  }

  @Authorized(CHECKIN_CODES.checkIn)
  @Mutation(() => EventRegistration, {
    description: 'Checks a registration in by its sign-in number; refused the second time.',
  })
  checkInEventRegistration(@Ctx() ctx: RequestContext, @Arg('input', () => CheckInInput) input: CheckInInput) {
    return eventService.checkIn(ctx, input);
  }
}
