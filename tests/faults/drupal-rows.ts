import { faultError, type Fault } from './faults';
import { isRefusal, isUnreadable, perFault, type FaultRow } from './fault-row';
import {
  actionMessage,
  answerNotRead,
  commentMessage,
  errorState,
  loginMessage,
  logoutIncomplete,
  menuError,
  silentlyIgnored,
  topicMayBePosted,
  topicNotPosted,
  uploadWaits,
  withSessionCheck,
  type Outcome,
} from './outcomes';

/** A refused cookie call (401/403) makes the portal check the session; login and logout opt out. */
export const checked = (fault: Fault, outcome: Outcome): Outcome =>
  isRefusal(fault) ? withSessionCheck(outcome) : outcome;

const AROUND = 'the rest of the page, the header and the menus';

/** A list or screen Drupal fills: its error state with Try again, the rest stays. */
export const read = (title: string, kept = AROUND) =>
  perFault((fault) => checked(fault, errorState(title, fault, 'drupal', kept)));

/**
 * Join, leave, comment and topic failures, as group actions word them: only a call nothing answered is
 * "could not be reached"; a 500 is Drupal's problem, an unreadable answer said as such.
 */
export const refusal = (fault: Fault) => {
  const { message } = faultError(fault, 'drupal');
  if (isRefusal(fault)) return { kind: 'not-allowed' } as const;
  if (fault === 'status-500') return { kind: 'server-error', status: 500, message } as const;
  if (isUnreadable(fault)) return { kind: 'unreadable', message } as const;
  return { kind: 'unreachable', message } as const;
};

const standingChange = perFault((fault) => checked(fault, actionMessage(refusal(fault))));

/** Content system calls of docs/behaviour.md, Remote calls, each with the screen that makes it. */
export const DRUPAL_ROWS: readonly FaultRow[] = [
  {
    id: 'news',
    system: 'drupal',
    call: 'GET rest/views/public_news/{display}',
    usedBy: 'news lists in pages, /news archive (ReadListings.news)',
    route: /^GET rest\/views\/public_news\//,
    outcomes: read('The news could not be loaded', `${AROUND}; the filters chosen stay in the address`),
  },
  {
    id: 'conferences',
    system: 'drupal',
    call: 'GET rest/views/public_conferences/{display}',
    usedBy: 'conference lists in pages (ReadListings.conferences)',
    route: /^GET rest\/views\/public_conferences\//,
    outcomes: read('The conferences could not be loaded'),
  },
  {
    id: 'group',
    system: 'drupal',
    call: 'GET rest/views/group/single/{groupId}',
    usedBy: '/group/:id group page (ReadGroups.group)',
    route: /^GET rest\/views\/group\/single\//,
    outcomes: read('This working group could not be loaded', 'the header and the menus'),
  },
  {
    id: 'topic',
    system: 'drupal',
    call: 'GET rest/views/group_topics/single/{topicId}',
    usedBy: '/group_topics/single/:id topic page (ReadGroups.topic)',
    route: /^GET rest\/views\/group_topics\/single\//,
    outcomes: read('This topic could not be loaded', 'the header and the menus'),
  },
  {
    id: 'leaders',
    system: 'drupal',
    call: 'GET rest/views/group_leaders/standard/{groupId}',
    usedBy: 'group page, its leaders panel (ReadGroups.leaders)',
    route: /^GET rest\/views\/group_leaders\//,
    outcomes: read(
      'The leaders could not be loaded',
      'the group page around it: details, Join/Leave, topics, New Topic form',
    ),
  },
  {
    id: 'workgroups',
    system: 'drupal',
    call: 'GET rest/views/group_workgroups/{display}',
    usedBy: '/group list (ReadGroups.list); member area “Your working groups” (ReadGroups.groupsOf)',
    route: /^GET rest\/views\/group_workgroups\//,
    outcomes: read(
      'The working groups could not be loaded',
      `${AROUND}; the sort chosen stays in the address`,
    ),
  },
  {
    id: 'vocabularies',
    system: 'drupal',
    call: 'GET rest/views/vocab_news/as_filter and rest/views/vocab_tags/as_filter',
    usedBy: '/news archive, its filters (ReadListings.newsFilterOptions)',
    route: /^GET rest\/views\/vocab_(news|tags)\/as_filter/,
    outcomes: read('The filters could not be loaded', 'the news list itself, the header and the menus'),
  },
  {
    id: 'list-at-url',
    system: 'drupal',
    call: 'GET a list at a given url',
    usedBy: 'a news list paragraph with its own json_url (ReadListings.news with jsonUrl)',
    route: /^GET custom\/news-feed/,
    outcomes: read('The news could not be loaded'),
  },
  {
    id: 'view',
    system: 'drupal',
    call: 'GET rest/views/{view}/{display}',
    usedBy: 'group page, its topics (rest/views/group_topics/list/{groupId}, ReadGroups.topics)',
    route: /^GET rest\/views\/group_topics\/list\//,
    outcomes: read(
      'The topics could not be loaded',
      'the group page around it, and the New Topic form with what is typed',
    ),
  },
  {
    id: 'timeline',
    system: 'drupal',
    call: 'GET rest/views/public_timeline/standard',
    usedBy: 'timeline paragraphs in pages (ReadListings.timeline)',
    route: /^GET rest\/views\/public_timeline\//,
    outcomes: read('The timeline could not be loaded'),
  },
  {
    id: 'menu',
    system: 'drupal',
    call: 'GET {app}-json/get-menu/{type} (main, footer)',
    usedBy: 'header main menu and footer menu of every page (LoadMenu)',
    route: /^GET necs-json\/get-menu\//,
    outcomes: perFault((fault) =>
      checked(
        fault,
        menuError(fault, 'the page itself; the footer shows the address and contacts without its menu'),
      ),
    ),
  },
  {
    id: 'page',
    system: 'drupal',
    call: 'GET {app}-json/get/page?uri={route}',
    usedBy: 'every content page /* (LoadPage); the session probe (SyncSession.reload)',
    route: /^GET necs-json\/get\/page$/,
    // No session check to speak of: it asks this same call, which fails the same way.
    outcomes: perFault((fault) =>
      errorState(
        'This page could not be loaded',
        fault,
        'drupal',
        'the header and the menus; a page seen before stays on screen instead',
      ),
    ),
  },
  {
    id: 'nothing',
    system: 'drupal',
    call: 'GET {app}-json/get/nothing',
    usedBy: 'the session keep-alive while logged in (SyncSession.refresh)',
    route: /^GET necs-json\/get\/nothing$/,
    outcomes: perFault((fault) =>
      isUnreadable(fault)
        ? answerNotRead('the session counts as kept alive')
        : checked(fault, silentlyIgnored('whatever screen is open, unchanged')),
    ),
  },
  {
    id: 'user',
    system: 'drupal',
    call: 'GET user/{uid}?_format=json',
    usedBy: 'account load after a page answer names a new user (SyncSession)',
    route: /^GET user\/\d+$/,
    outcomes: perFault((fault) =>
      checked(fault, silentlyIgnored('logged in; the header names the member by the session’s user name')),
    ),
  },
  {
    id: 'login',
    system: 'drupal',
    call: 'POST user/login?_format=json',
    usedBy: '/user/login and the login in place (LogIn)',
    route: /^POST user\/login$/,
    outcomes: perFault((fault) =>
      fault === 'status-403'
        ? loginMessage({ kind: 'rejected', message: null })
        : loginMessage({ kind: 'unreachable', message: faultError(fault, 'drupal').message }),
    ),
  },
  {
    id: 'logout',
    system: 'drupal',
    call: 'POST user/logout?_format=json&token={token}',
    usedBy: 'Logout in the header (LogOut)',
    route: /^POST user\/logout$/,
    outcomes: perFault((fault) =>
      isUnreadable(fault) ? answerNotRead('logged out everywhere') : logoutIncomplete(['drupal']),
    ),
  },
  {
    id: 'comment',
    system: 'drupal',
    call: 'POST comment?_format=json',
    usedBy: 'topic page, Add a comment (PostComment)',
    route: /^POST comment$/,
    outcomes: perFault((fault) =>
      isUnreadable(fault)
        ? answerNotRead('the comment counts as posted; the topic reloads')
        : checked(fault, commentMessage(refusal(fault))),
    ),
  },
  {
    id: 'join',
    system: 'drupal',
    call: 'GET {app}-workgroup/join/{groupId}',
    usedBy: 'group page, Join group (ChangeGroupStanding.join)',
    route: /^GET necs-workgroup\/join\//,
    outcomes: standingChange,
  },
  {
    id: 'leave',
    system: 'drupal',
    call: 'GET {app}-workgroup/leave/{groupId}',
    usedBy: 'group page, Leave group (ChangeGroupStanding.leave)',
    route: /^GET necs-workgroup\/leave\//,
    outcomes: standingChange,
  },
  {
    id: 'post-topic',
    system: 'drupal',
    call: 'POST {app}-workgroup/post-topic',
    usedBy: 'group page, New Topic form (PostTopic)',
    route: /^POST necs-workgroup\/post-topic$/,
    // The fault world, like XMLHttpRequest, tells the whole body sent before any fault but `network`: so a
    // 500 or an unreadable answer came after Drupal had the topic, which it may have stored.
    outcomes: perFault((fault) => {
      if (fault === 'stalled') return uploadWaits;
      if (fault === 'status-500' || isUnreadable(fault))
        return topicMayBePosted(
          fault === 'status-500' ? 'server-error' : 'unreadable',
          faultError(fault, 'drupal').message,
        );
      return checked(fault, topicNotPosted(refusal(fault)));
    }),
  },
  {
    id: 'event-settings',
    system: 'drupal',
    call: 'GET /editablevar/json/proposal_submission',
    usedBy: '/conference-proposals/* and member area “My proposals” (OpenProposals)',
    route: /^GET editablevar\/json\/proposal_submission$/,
    outcomes: read('Your proposals could not be loaded', `${AROUND}; copies of proposals on this device`),
  },
];
