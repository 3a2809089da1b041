/**
 * Search-engine titles and descriptions per route.
 * `title` is only the page-name part: the " | <business name>" suffix is added elsewhere.
 */
export interface SeoEntry {
  title: string;
  description: string;
}

export type SeoRoute =
  | "/"
  | "/services"
  | "/interactive-tools"
  | "/interactive-tools/parent-readiness"
  | "/interactive-tools/family-values"
  | "/research"
  | "/mission"
  | "/faq"
  | "/founder"
  | "/education"
  | "/activities"
  | "/parenting"
  | "/community"
  | "/connect"
  | "/discovery-call"
  | "/schools"
  | "/book-selection"
  | "/terms-of-service"
  | "/privacy"
  | "/feedback"
  | "/news"
  | "/testimonials"
  | "/events"
  | "/settings"
  | "/subscribe"
  | "404";

export const seo: Record<SeoRoute, SeoEntry> = {
  "/": {
    title: "Family Reading Coaching & Curated Children’s Books",
    description:
      "Personal reading coaching and hand-picked children’s books that reflect your family’s values and languages. Virtual support for families with kids ages 0-12.",
  },
  "/services": {
    title: "Services & Pricing",
    description:
      "Design Your Library book curation ($500) and the Read-Together Toolkit coaching package ($650). Virtual, personal support for your family’s reading life.",
  },
  "/interactive-tools": {
    title: "Family Reading Quiz",
    description:
      "Answer 6 quick questions in under 3 minutes and get a personal recommendation for building a joyful reading routine with your child at home.",
  },
  "/interactive-tools/parent-readiness": {
    title: "Parent-Readiness Quiz",
    description:
      "Six quick questions about how you choose and read books with your child, and a personal recommendation: hand-picked books, reading-time coaching or a plan of your own.",
  },
  "/interactive-tools/family-values": {
    title: "Family Values Discovery Quiz",
    description:
      "Five quick questions about what matters most to your family, and which of our programs can help your child’s books and reading time reflect it.",
  },
  "/research": {
    title: "The Science of Reading Together",
    description:
      "Plain-language summaries of research on reading aloud, bilingual children, books at home and diverse stories, with simple ideas to try with your child tonight.",
  },
  "/mission": {
    title: "Our Mission & Values",
    description:
      "We help every family build a joyful reading life at home with books that honor their values, languages and cultures. Read our mission and guiding principles.",
  },
  "/faq": {
    title: "Frequently Asked Questions",
    description:
      "What family reading coaching is and isn’t, which ages we serve, buying books, reluctant readers, multilingual families and how we differ from school programs.",
  },
  "/founder": {
    title: "Meet Our Founder",
    description:
      "Meet our founder: a licensed ESL educator and former reading specialist, bilingual in English and Spanish, who helps families raise joyful, confident readers.",
  },
  "/education": {
    title: "Educational Resources by Age",
    description:
      "Practical reading ideas for babies, preschoolers, early readers and tweens, plus resources for children with learning differences and for STEM-loving kids.",
  },
  "/activities": {
    title: "Family Reading Activities",
    description:
      "Story stones, family book walks, homemade picture books and more: easy, low-cost activities that bring stories to life indoors, outdoors and on the move.",
  },
  "/parenting": {
    title: "Parenting Tips & Support",
    description:
      "Gentle, practical parenting ideas built around books: communication, confidence, discipline and what to do when your child won’t sit still for a story.",
  },
  "/community": {
    title: "Parent Groups & Community",
    description:
      "Join parent groups for reading families and find trusted speech, occupational and family therapy professionals through our personal referrals.",
  },
  "/connect": {
    title: "Contact Us",
    description:
      "Send us a message or book a free 15-minute discovery call about your child’s reading life. No commitment required. We reply to every message within 24 hours.",
  },
  "/discovery-call": {
    title: "Book a Free 15-Minute Call",
    description:
      "A free 15-minute call about your child’s reading life and your family’s values. No commitment required.",
  },
  "/subscribe": {
    title: "Subscribe to Our Newsletter",
    description:
      "Sign up for our free weekly newsletter: reading tips, book recommendations and family activities for children ages 0-12.",
  },
  "/schools": {
    title: "School & Library Partnerships",
    description:
      "Bring The Magic Reading Room to your school, library or nonprofit: family reading events, parent workshops and multilingual resources for your community.",
  },
  "/book-selection": {
    title: "How We Choose Books",
    description:
      "Our three-tier book evaluation and the Mirrors, Windows and Sliding Glass Doors framework help us choose books that reflect your child and open new worlds.",
  },
  "/terms-of-service": {
    title: "Terms of Service",
    description:
      "The terms for our family reading coaching and book curation services, covering scheduling, payment, refunds, confidentiality and our book recommendation policy.",
  },
  "/privacy": {
    title: "Privacy Notice",
    description:
      "What we keep when you send a form or book a call, why, who sees it, how long we keep it, and how to see or delete your information. No trackers, no advertising.",
  },
  "/feedback": {
    title: "Client Feedback",
    description:
      "Share your experience with our Design Your Library service. Your feedback helps us improve and helps other families find the right support for their readers.",
  },
  "/news": {
    title: "Blog",
    description:
      "Articles from our newsletter for reading families: book recommendations, read-aloud tips, family activities and practical insights for parents and caregivers.",
  },
  "/testimonials": {
    title: "Testimonials",
    description:
      "See why families and partner schools give us a 5.0 average rating for personal book curation and family reading coaching. Read their stories and get started.",
  },
  "/events": {
    title: "Events Calendar",
    description:
      "Find upcoming family reading events, cultural celebrations and Magic Reading Room gatherings. Browse the calendar and choose an event to see the details.",
  },
  "/settings": {
    title: "Family Preferences",
    description:
      "Optionally choose family preferences to personalize the picture on our home page. Your choices stay in this browser’s cookies for one year and can be cleared.",
  },
  "404": {
    title: "Page Not Found",
    description:
      "Sorry, we couldn’t find that page. Head back to our home page to explore family reading coaching, curated children’s books and free reading resources.",
  },
};

export const defaultKeywords: string[] = [
  "family reading coaching",
  "children’s book curation",
  "reading with kids",
  "read aloud tips",
  "early literacy",
  "diverse children’s books",
  "bilingual books for kids",
  "multilingual families",
  "home library for kids",
  "reluctant readers",
  "parent literacy coaching",
  "ESL educator",
  "culturally responsive books",
  "family literacy",
  "raising readers",
];
