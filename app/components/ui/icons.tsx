import { createElement, type ReactNode, type SVGProps } from "react";
import { __iconData as apple } from "lucide-react/icons/apple";
import { __iconData as arrowDown } from "lucide-react/icons/arrow-down";
import { __iconData as arrowLeft } from "lucide-react/icons/arrow-left";
import { __iconData as arrowRight } from "lucide-react/icons/arrow-right";
import { __iconData as arrowUp } from "lucide-react/icons/arrow-up";
import { __iconData as atSign } from "lucide-react/icons/at-sign";
import { __iconData as baby } from "lucide-react/icons/baby";
import { __iconData as badgeCheck } from "lucide-react/icons/badge-check";
import { __iconData as bookOpen } from "lucide-react/icons/book-open";
import { __iconData as brain } from "lucide-react/icons/brain";
import { __iconData as calendar } from "lucide-react/icons/calendar";
import { __iconData as calendarClock } from "lucide-react/icons/calendar-clock";
import { __iconData as calendarDays } from "lucide-react/icons/calendar-days";
import { __iconData as calendarHeart } from "lucide-react/icons/calendar-heart";
import { __iconData as calendarPlus } from "lucide-react/icons/calendar-plus";
import { __iconData as check } from "lucide-react/icons/check";
import { __iconData as chevronDown } from "lucide-react/icons/chevron-down";
import { __iconData as chevronLeft } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRight } from "lucide-react/icons/chevron-right";
import { __iconData as circleExclamationPoint } from "lucide-react/icons/circle-exclamation-point";
import { __iconData as circleCheck } from "lucide-react/icons/circle-check";
import { __iconData as circleX } from "lucide-react/icons/circle-x";
import { __iconData as clock } from "lucide-react/icons/clock";
import { __iconData as compass } from "lucide-react/icons/compass";
import { __iconData as externalLink } from "lucide-react/icons/external-link";
import { __iconData as footprints } from "lucide-react/icons/footprints";
import { __iconData as gauge } from "lucide-react/icons/gauge";
import { __iconData as globe } from "lucide-react/icons/globe";
import { __iconData as graduationCap } from "lucide-react/icons/graduation-cap";
import { __iconData as handHeart } from "lucide-react/icons/hand-heart";
import { __iconData as heart } from "lucide-react/icons/heart";
import { __iconData as hourglass } from "lucide-react/icons/hourglass";
import { __iconData as house } from "lucide-react/icons/house";
import { __iconData as languages } from "lucide-react/icons/languages";
import { __iconData as leaf } from "lucide-react/icons/leaf";
import { __iconData as library } from "lucide-react/icons/library";
import { __iconData as lightbulb } from "lucide-react/icons/lightbulb";
import { __iconData as listChecks } from "lucide-react/icons/list-checks";
import { __iconData as lock } from "lucide-react/icons/lock";
import { __iconData as lockKeyhole } from "lucide-react/icons/lock-keyhole";
import { __iconData as mail } from "lucide-react/icons/mail";
import { __iconData as mapPin } from "lucide-react/icons/map-pin";
import { __iconData as menu } from "lucide-react/icons/menu";
import { __iconData as messageCircle } from "lucide-react/icons/message-circle";
import { __iconData as messageCircleQuestionMark } from "lucide-react/icons/message-circle-question-mark";
import { __iconData as eighthNotes } from "lucide-react/icons/eighth-notes";
import { __iconData as palette } from "lucide-react/icons/palette";
import { __iconData as pause } from "lucide-react/icons/pause";
import { __iconData as phone } from "lucide-react/icons/phone";
import { __iconData as play } from "lucide-react/icons/play";
import { __iconData as printer } from "lucide-react/icons/printer";
import { __iconData as puzzle } from "lucide-react/icons/puzzle";
import { __iconData as quote } from "lucide-react/icons/quote";
import { __iconData as repeat } from "lucide-react/icons/repeat";
import { __iconData as rotateCcw } from "lucide-react/icons/rotate-ccw";
import { __iconData as rotateCw } from "lucide-react/icons/rotate-cw";
import { __iconData as scale } from "lucide-react/icons/scale";
import { __iconData as school } from "lucide-react/icons/school";
import { __iconData as shield } from "lucide-react/icons/shield";
import { __iconData as shieldCheck } from "lucide-react/icons/shield-check";
import { __iconData as faceSlightlySmiling } from "lucide-react/icons/face-slightly-smiling";
import { __iconData as sparkles } from "lucide-react/icons/sparkles";
import { __iconData as sprout } from "lucide-react/icons/sprout";
import { __iconData as star } from "lucide-react/icons/star";
import { __iconData as sunrise } from "lucide-react/icons/sunrise";
import { __iconData as tag } from "lucide-react/icons/tag";
import { __iconData as treePine } from "lucide-react/icons/tree-pine";
import { __iconData as trophy } from "lucide-react/icons/trophy";
import { __iconData as users } from "lucide-react/icons/users";
import { __iconData as wallet } from "lucide-react/icons/wallet";
import { __iconData as x } from "lucide-react/icons/x";

/**
 * The site's icons: lucide's drawings (lucide-react's icon data), drawn by one small component.
 *
 * lucide-react's own components write the same nine attributes on every icon (`xmlns`, `fill`,
 * `stroke`, `stroke-width`, `stroke-linecap`, `stroke-linejoin` and the size), about 170 bytes an
 * icon and 40 icons a page. Here an icon carries only its size, its box and its classes; the
 * stroke is set once for every `svg.lucide` in app/site.css, and only where an icon is not told
 * otherwise (`fill`, `stroke` or `strokeWidth` given to it, or a `fill-*` class, still win).
 * Add an icon here (and nowhere else imports lucide-react: icons.test.tsx checks it).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };
export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];
interface IconData {
  readonly name: string;
  readonly size?: number;
  readonly node: IconNode;
}

// Every "lucide-react/icons/*" module has these types (dist/lucide-icon.d.mts), and each also
// exports its drawing as `__iconData`, which those types leave out.
declare module "lucide-react/icons/x" {
  export const __iconData: IconData | undefined;
}

/** An accessible name (aria-label, aria-labelledby, a role or a title) keeps the icon visible to screen readers. */
function isLabelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children != null) return true;
  return Object.keys(props).some((key) => (key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null);
}

function icon(data: IconData | undefined): IconComponent {
  if (!data || typeof data.name !== "string" || !Array.isArray(data.node)) {
    throw new Error("A lucide-react icon module no longer exports __iconData: see app/components/ui/icons.tsx");
  }
  const { name, size: box = 24, node } = data;
  const viewBox = `0 0 ${box} ${box}`;
  const Icon = ({ size = 24, className, children, ...rest }: IconProps) =>
    createElement(
      "svg",
      {
        width: size,
        height: size,
        viewBox,
        className: className ? `lucide ${className}` : "lucide",
        ...(isLabelled(rest, children) ? {} : { "aria-hidden": "true" as const }),
        ...rest,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  Icon.displayName = name;
  return Icon;
}

export const Apple = icon(apple);
export const ArrowDown = icon(arrowDown);
export const ArrowLeft = icon(arrowLeft);
export const ArrowRight = icon(arrowRight);
export const ArrowUp = icon(arrowUp);
export const AtSign = icon(atSign);
export const Baby = icon(baby);
export const BadgeCheck = icon(badgeCheck);
export const BookOpen = icon(bookOpen);
export const Brain = icon(brain);
export const Calendar = icon(calendar);
export const CalendarClock = icon(calendarClock);
export const CalendarDays = icon(calendarDays);
export const CalendarHeart = icon(calendarHeart);
export const CalendarPlus = icon(calendarPlus);
export const Check = icon(check);
export const ChevronDown = icon(chevronDown);
export const ChevronLeft = icon(chevronLeft);
export const ChevronRight = icon(chevronRight);
export const CircleAlert = icon(circleExclamationPoint);
export const CircleCheck = icon(circleCheck);
export const CircleX = icon(circleX);
export const Clock = icon(clock);
export const Compass = icon(compass);
export const ExternalLink = icon(externalLink);
export const Footprints = icon(footprints);
export const Gauge = icon(gauge);
export const Globe = icon(globe);
export const GraduationCap = icon(graduationCap);
export const HandHeart = icon(handHeart);
export const Heart = icon(heart);
export const Hourglass = icon(hourglass);
export const House = icon(house);
export const Languages = icon(languages);
export const Leaf = icon(leaf);
export const Library = icon(library);
export const Lightbulb = icon(lightbulb);
export const ListChecks = icon(listChecks);
export const Lock = icon(lock);
export const LockKeyhole = icon(lockKeyhole);
export const Mail = icon(mail);
export const MapPin = icon(mapPin);
export const Menu = icon(menu);
export const MessageCircle = icon(messageCircle);
export const MessageCircleQuestionMark = icon(messageCircleQuestionMark);
export const Music = icon(eighthNotes);
export const Palette = icon(palette);
export const Pause = icon(pause);
export const Phone = icon(phone);
export const Play = icon(play);
export const Printer = icon(printer);
export const Puzzle = icon(puzzle);
export const Quote = icon(quote);
export const Repeat = icon(repeat);
export const RotateCcw = icon(rotateCcw);
export const RotateCw = icon(rotateCw);
export const Scale = icon(scale);
export const School = icon(school);
export const Shield = icon(shield);
export const ShieldCheck = icon(shieldCheck);
export const Smile = icon(faceSlightlySmiling);
export const Sparkles = icon(sparkles);
export const Sprout = icon(sprout);
export const Star = icon(star);
export const Sunrise = icon(sunrise);
export const Tag = icon(tag);
export const TreePine = icon(treePine);
export const Trophy = icon(trophy);
export const Users = icon(users);
export const Wallet = icon(wallet);
export const X = icon(x);
