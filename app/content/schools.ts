import type { CtaLink, IconCard, ImageRef, NumberedStep, PageIntro } from "#common/content/types.ts";

export interface MagicReadingRoom {
  eyebrow: string;
  name: string;
  tagline: string;
  description: string[];
  image: ImageRef;
}

/** The inquiry section's heading and introduction; the form's own words are common/forms/content/partnership-form.ts's. */
export interface PartnershipForm {
  heading: string;
  intro: string;
}

export const schoolsPage: PageIntro = {
  eyebrow: "Partnerships",
  title: "Bring Families and Books Together in Your Community",
  intro:
    "We partner with schools, libraries and community organizations to help families read together at home. Our programs welcome every language and culture, and they’re designed to fit your calendar, your space and your community.",
};

export const schoolsHeroImage: ImageRef = {
  src: "/images/illustrations/school-partnership.svg",
  alt: "A teacher and a group of parents and children sitting in a circle in a school library, sharing picture books",
};

export const magicReadingRoom: MagicReadingRoom = {
  eyebrow: "Our Signature Program",
  name: "The Magic Reading Room",
  tagline: "A family reading event that turns any room into a world of stories",
  description: [
    "The Magic Reading Room transforms a library, classroom or community space into a cozy, story-filled world for one special event. Families move through themed reading corners, hear stories read aloud in more than one language and leave with practical ideas they can use at home that same night.",
    "Parents and caregivers join a short, friendly workshop on reading together while children enjoy story-based activities nearby. Then families come back together to share a book, try a new technique and celebrate reading as a community.",
    "Every Magic Reading Room is shaped around your community: the languages your families speak, the ages of your children and the themes your staff want to highlight.",
  ],
  image: {
    src: "/images/events/magic-reading-room.svg",
    alt: "A library decorated with paper stars and reading tents, where families sit together on cushions reading books",
  },
};

export const whatSchoolsGetHeading = "What Your Organization Receives";

export const whatSchoolsGet: IconCard[] = [
  {
    title: "A Planned, Ready-to-Run Event",
    description:
      "We handle the program design, materials and facilitation, so your staff can focus on welcoming families.",
    icon: "Calendar",
  },
  {
    title: "Parent Workshops",
    description:
      "Short, practical sessions that show caregivers simple ways to read and talk about books at home.",
    icon: "Users",
  },
  {
    title: "Multilingual Support",
    description:
      "Activities and take-home materials that welcome families who speak languages other than English.",
    icon: "Languages",
  },
  {
    title: "Curated Book Recommendations",
    description:
      "Diverse, age-appropriate book lists for your classrooms, library or family lending shelf.",
    icon: "Library",
  },
  {
    title: "Take-Home Family Resources",
    description:
      "Easy guides and activity ideas families can use the same evening, in any language.",
    icon: "Home",
  },
  {
    title: "Staff Collaboration",
    description:
      "A planning conversation before the event and a follow-up afterward to share what families told us.",
    icon: "MessageCircle",
  },
];

export const howItWorksHeading = "How It Works";

export const howItWorks: NumberedStep[] = [
  {
    step: 1,
    title: "Tell us about your community",
    description:
      "Send us the inquiry form below. We’ll reply within 24-48 hours to set up a short planning call.",
  },
  {
    step: 2,
    title: "Plan together",
    description:
      "We learn about your families, languages, ages and goals, then propose a program, date and format that fits.",
  },
  {
    step: 3,
    title: "Host the event",
    description:
      "We lead the workshops and story activities while your team welcomes families and builds connections.",
  },
  {
    step: 4,
    title: "Keep the momentum going",
    description:
      "Families go home with resources, and your team receives book lists and ideas to continue the work.",
  },
];

export const partnerTypesHeading = "Who We Partner With";

export const partnerTypes: IconCard[] = [
  {
    title: "Schools",
    description: "Elementary schools, PTAs and family engagement teams.",
    icon: "School",
  },
  {
    title: "Public Libraries",
    description: "Children’s departments and community branches.",
    icon: "Library",
  },
  {
    title: "Nonprofits",
    description: "Community organizations, family resource centers and literacy programs.",
    icon: "HandHeart",
  },
  {
    title: "Home-School Co-ops",
    description: "Groups of home-schooling families who want shared reading experiences.",
    icon: "Home",
  },
  {
    title: "Early Childhood Centers",
    description: "Preschools, child care centers and early learning programs.",
    icon: "Baby",
  },
];

export const partnershipForm: PartnershipForm = {
  heading: "Start a Partnership Conversation",
  intro:
    "Tell us a little about your organization and the families you serve. There’s no cost or commitment to ask. We’ll follow up to explore what would work best for your community.",
};

export const schoolsPrimaryCta: CtaLink = {
  label: "Start a Partnership Conversation",
  href: "/schools#partnership-inquiry",
};

export const whatSchoolsGetSection = {
  eyebrow: "What’s Included",
  intro: "Everything you need for a warm, well-run family reading event, without adding to your team’s workload.",
};

export const howItWorksSection = {
  eyebrow: "Simple from Start to Finish",
  intro: "From first hello to follow-up, here’s what partnering with us looks like.",
};

export const partnerTypesSection = {
  eyebrow: "Our Partners",
  intro: "If you serve children and families, we’d love to hear from you.",
};

/** The inquiry section's label, the email subject for writing instead, and a note on what to include. */
export const partnershipEmail = {
  eyebrow: "Let’s Talk",
  subject: "Partnership inquiry",
  note: "Tell us your organization’s name, the families you serve and roughly how many students or families you’d like to reach.",
};

export const schoolsSecondaryCta: CtaLink = { label: "See Upcoming Events", href: "/events" };
