/** The overlay's texts; the spec's messages (section 8) word for word. */
export const newsletterOverlayCopy = {
  title: "Little Reading Ideas, Every Week",
  description: "Join hundreds of parents who get our free weekly newsletter: a friendly note full of ways to make reading the best part of your day.",
  benefitsLabel: "What you get",
  benefits: [
    "Weekly tips for reading together at home",
    "Book recommendations for every age and stage",
    "Simple family activities that bring stories to life",
    "Parent insights from real coaching sessions",
  ],
  emailLabel: "Your email address",
  subscribe: "Subscribe",
  later: "Maybe later",
  closeLabel: "Close newsletter invitation",
  note: "It's free, and you can unsubscribe any time. You'll finish signing up on our newsletter page, which opens in a new tab.",
  emptyTitle: "Email Required",
  emptyText: "Please enter your email address to continue.",
  successTitle: "Welcome aboard! 🎉",
  successText: "Complete your subscription on the newsletter platform page that just opened.",
  failureTitle: "Oops!",
  failureText: "Something went wrong. Please try again in a moment.",
};


/** /subscribe: where the newsletter forms post (and land without JavaScript when the email is missing). */
export const subscribePageCopy = {
  eyebrow: "Newsletter",
  title: "Subscribe to Our Newsletter",
  intro: "Weekly reading ideas for your family, free. Enter your email and we'll take you to our newsletter page to finish signing up.",
  emailLabel: "Your email address",
  submit: "Continue to the newsletter",
  seoDescription: "Sign up for our free weekly newsletter: reading tips, book recommendations and family activities for children ages 0-12.",
};
