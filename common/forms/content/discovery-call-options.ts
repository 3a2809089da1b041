/**
 * The choices of the discovery call form's lists (common/forms/discovery-call.ts and common.ts),
 * keyed by the value the form sends (the values are the spec's and never change).
 */
export const discoveryCallOptionLabels = {
  childAge: {
    expecting: "Expecting",
    "0-6months": "0-6 months",
    "6-12months": "6-12 months",
    "1-2years": "1-2 years",
    "2-3years": "2-3 years",
    "3-4years": "3-4 years",
    "4-5years": "4-5 years",
    "5-6years": "5-6 years",
    "6-8years": "6-8 years",
    "8-10years": "8-10 years",
    "10-12years": "10-12 years",
    multiple: "Multiple children",
  },
  preferredTime: {
    "morning-weekday": "Weekday morning (9am-12pm EST)",
    "afternoon-weekday": "Weekday afternoon (12pm-5pm EST)",
    "evening-weekday": "Weekday evening (5pm-8pm EST)",
    "weekend-morning": "Weekend morning (9am-12pm EST)",
    "weekend-afternoon": "Weekend afternoon (12pm-5pm EST)",
    flexible: "I'm flexible",
  },
  /** Where people heard about us (spec section 3). */
  hearAboutUs: {
    instagram: "Instagram",
    facebook: "Facebook",
    "local-parent-group": "Local parent group",
    substack: "Our Substack newsletter",
    "word-of-mouth": "Word of mouth",
    friend: "A friend",
    other: "Other",
  },
};
