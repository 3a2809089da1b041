import type { CtaLink, ImageRef, PageIntro } from "#common/content/types.ts";

/**
 * Plain-language summaries of well-established research areas.
 * `published` is the date of our summary, not of the original research.
 */
export interface ResearchStudy {
  /** URL-friendly slug. */
  id: string;
  title: string;
  summary: string;
  source: string;
  /** ISO date "YYYY-MM-DD" of our summary. */
  published: string;
  /** Four to six paragraphs of plain-language explanation. */
  fullText: string[];
  /** Three or four short bullet points. */
  keyFindings: string[];
}

export interface ResearchSummary {
  /** The study this summary comes from (ResearchStudy.id). */
  studyId: string;
  title: string;
  points: string[];
}

export interface ResearchTab {
  id: "videos" | "research" | "summaries";
  label: string;
  /** The panel's h2. */
  heading: string;
  intro: string;
}

export const researchPage: PageIntro = {
  eyebrow: "The Science",
  title: "What Research Tells Us About Reading Together",
  intro:
    "You don’t need a lab coat to raise a reader. But it helps to know why the small things you do every day matter so much. Here we gather what researchers have learned about reading with children, explained in plain words, with ideas you can use tonight.",
};

export const researchImage: ImageRef = {
  src: "/images/illustrations/brain-science.svg",
  alt: "A parent reading to a small child, with a glowing illustrated brain and floating letters above them",
};

export const researchTabs: ResearchTab[] = [
  {
    id: "videos",
    label: "Videos",
    heading: "Watch: What Happens When You Read Together",
    intro:
      "Two short videos that show what happens in your child’s mind and heart when you share a book.",
  },
  {
    id: "research",
    label: "Research",
    heading: "The Research, in Plain Words",
    intro:
      "Six areas of research that shape how we coach families and choose books. Choose a study to read the full summary.",
  },
  {
    id: "summaries",
    label: "Summaries",
    heading: "The Short Version: Ideas to Try at Home",
    intro:
      "The short version: one card per study, with the ideas you can put into practice at home right away.",
  },
];

export const backToResearchListLabel = "Back to Research List";
export const readStudyLabel = "Read the study summary";
export const researchTabsLabel = "Ways to explore the research";
export const summaryStudyLinkLabel = "Read the research behind this";
export const publishedLabel = "Published";
export const sourceLabel = "Source";
export const keyFindingsLabel = "Key Findings";
export const researchDisclaimer =
  "These are plain-language summaries written for parents. They describe the general findings of published research and are not a substitute for the original studies or for advice from your child’s doctor or teacher.";

export interface ResearchCta {
  heading: string;
  text: string;
  scheduleLabel: string;
  link: CtaLink;
}

/** The card that closes the research page. */
export const researchCta: ResearchCta = {
  heading: "Turn the Research into Routines",
  text: "Knowing why reading together matters is the first step. On a free 15-minute discovery call, we’ll talk about your child and the small daily habits that fit your family.",
  scheduleLabel: "Book a free 15-minute call",
  link: { label: "Explore Our Services", href: "/services" },
};

export const researchVideosIntro =
  "Reading aloud is one of the simplest and most powerful gifts you can give your child. These two short videos explain what scientists have learned about young brains, language and the bond that grows when you read together. Each one takes only a few minutes, so they’re easy to watch after bedtime.";

export const researchStudies: ResearchStudy[] = [
  {
    id: "multilingual-benefits",
    title: "The Gifts of Growing Up with More Than One Language",
    summary:
      "Children who grow up with two or more languages are not confused or held back. Keeping your home language strong supports reading in English, deepens family bonds and gives children a lasting awareness of how language works.",
    source:
      "Summary of research on bilingual development, including the work of Ellen Bialystok and colleagues (for example, “Bilingual Minds,” Psychological Science in the Public Interest, 2009), and guidance from the American Speech-Language-Hearing Association.",
    published: "2024-03-12",
    fullText: [
      "Many parents worry that speaking a language other than English at home will slow their child down at school. Decades of research point the other way. Children are able to learn more than one language from birth, and growing up bilingual does not cause language delays or disorders. Speech and language professionals encourage families to keep using the languages they know best.",
      "Psychologist Ellen Bialystok and her colleagues have spent years studying how bilingual children think. One of the clearest findings is that bilingual children tend to develop an early awareness of language itself: they notice that words are labels, that the same idea can be said in different ways and that sentences follow rules. This “metalinguistic awareness” is a helpful foundation for learning to read.",
      "Researchers have also studied whether switching between languages strengthens attention and mental flexibility. Some studies have found advantages and others have not, and scientists continue to debate how large or consistent these effects are. What is not in doubt is that knowing more than one language opens doors: to family history, to friendships, to other cultures and, later, to work.",
      "Your home language carries more than words. It holds lullabies, jokes, prayers, recipes and the stories of grandparents. When children keep that language, they keep a full connection to the people who love them. Reading together in your home language also builds vocabulary and background knowledge, and much of that knowledge transfers to reading in English.",
      "The practical message for families is encouraging. Speak, sing and read in the language you’re most comfortable in. Mix languages if that’s how your family talks. Look for bilingual books and books written in your home language, and let your child see that every language your family uses is a reading language.",
    ],
    keyFindings: [
      "Growing up with two or more languages does not cause language delays or disorders.",
      "Bilingual children often show an early awareness of how language works, which supports learning to read.",
      "Vocabulary and story knowledge built in a home language can carry over to reading in English.",
      "Keeping a home language strong protects children’s connection to family and culture.",
    ],
  },
  {
    id: "family-bonding",
    title: "Reading Together, Growing Closer: Shared Reading and the Young Brain",
    summary:
      "Brain-imaging research with preschoolers suggests that children who are read to more often at home use brain areas linked to imagination and understanding stories more strongly. Shared reading also builds the warm, responsive relationship every child needs.",
    source:
      "Summary of Hutton et al. (2015), “Home Reading Environment and Brain Activation in Preschool Children Listening to Stories,” published in Pediatrics, and reports from the American Academy of Pediatrics on early relationships and literacy.",
    published: "2024-05-20",
    fullText: [
      "When you read with your child on your lap, two things happen at once. Your child hears rich language and meets new ideas. And your child feels your attention, your voice and your closeness. Researchers are learning that both parts matter.",
      "In a 2015 study published in Pediatrics, Dr. John Hutton and colleagues used brain imaging (fMRI) with a small group of children aged three to five while they listened to stories. Children whose families reported more reading at home showed stronger activity in areas on the left side of the brain that support understanding stories and creating mental pictures.",
      "The researchers suggested that this kind of “mental imagery” may help children get ready for books without pictures later on, when they’ll need to picture the story in their own minds. The study was small and showed a link, not proof of cause and effect. Still, it offered a striking glimpse of how everyday reading at home may shape a growing brain.",
      "The American Academy of Pediatrics has long encouraged parents to read with children from infancy, and it stresses that safe, stable and nurturing relationships are the foundation of healthy development. Shared reading is one of the easiest ways to build those relationships: it is a daily moment of closeness, conversation and calm.",
      "For families, the takeaway is reassuring. You don’t need special programs or flashcards. Cuddling up with a book, using a warm voice, pausing to talk about the pictures and following your child’s lead all feed both the brain and the bond.",
    ],
    keyFindings: [
      "Preschoolers with more reading at home showed stronger activity in brain areas linked to stories and mental imagery.",
      "Imagining a story may help children prepare for books with fewer pictures later on.",
      "Pediatricians see shared reading as a simple way to build the nurturing relationships children need.",
      "Warmth and conversation during reading matter as much as the words on the page.",
    ],
  },
  {
    id: "print-rich-environments",
    title: "Books at Home: Why a Print-Rich Environment Matters",
    summary:
      "A large study spanning 27 countries found that children who grow up in homes with more books tend to go further in school, even after accounting for parents’ education and jobs. Even a modest home library appears to make a real difference.",
    source:
      "Summary of Evans, Kelley, Sikora & Treiman (2010), “Family scholarly culture and educational success: Books and schooling in 27 nations,” published in Research in Social Stratification and Mobility.",
    published: "2024-08-06",
    fullText: [
      "What’s on your shelves matters. In a 2010 study, sociologists Mariah Evans, Jonathan Kelley, Joanna Sikora and Donald Treiman looked at survey data from families in 27 countries. They asked a simple question: does the number of books in a child’s home relate to how far that child goes in school?",
      "The answer was yes. Children raised in homes with more books tended to complete more years of schooling. This link held even after the researchers accounted for parents’ own education, their jobs and their social class. Books at home seemed to add something on top of those factors.",
      "The researchers described this as a family “scholarly culture”: a home where reading is valued, books are within reach and ideas are part of everyday life. Importantly, the benefit did not only belong to homes with huge libraries. The gains appeared largest as a home moved from few books toward a modest collection.",
      "A print-rich home is not just about owning books. It also includes library books, magazines, recipe cards, maps, labels, letters from relatives and stories your child writes. What matters is that reading material is visible, reachable and part of daily life.",
      "For families, this is hopeful news. You don’t need to spend a lot. A small, well-chosen collection on a low shelf, a regular library visit and a habit of talking about what you read can make your home a place where reading feels natural.",
    ],
    keyFindings: [
      "Across 27 countries, children from homes with more books tended to stay in school longer.",
      "The link held even after accounting for parents’ education, jobs and social class.",
      "The biggest gains appeared when homes moved from few books to a modest collection.",
      "Library books, magazines and everyday print all help make reading part of home life.",
    ],
  },
  {
    id: "life-success",
    title: "Reading for Pleasure and Success Later in Life",
    summary:
      "Children who read for fun tend to make more progress in vocabulary, spelling and even math than children who rarely read for pleasure. Strong reading by the end of the early grades is also linked to finishing high school.",
    source:
      "Summary of research including Alice Sullivan and Matt Brown’s analyses of the 1970 British Cohort Study on reading for pleasure, and the Annie E. Casey Foundation report “Double Jeopardy” on third-grade reading and high school graduation.",
    published: "2024-10-15",
    fullText: [
      "Reading for fun can feel like a small thing next to homework and tests. Research suggests it is anything but small. Long-term studies that follow children for many years help us see how early reading habits relate to later outcomes.",
      "Researchers Alice Sullivan and Matt Brown studied thousands of people born in Britain in one week in 1970 and followed through their lives. They found that children who often read for pleasure at age ten, and who were still reading regularly as teenagers, made more progress in vocabulary, spelling and math between ages ten and sixteen. This was true even when comparing children from similar backgrounds.",
      "In the United States, a report from the Annie E. Casey Foundation called “Double Jeopardy” looked at reading skills at the end of third grade. Children who were not reading well by then were much less likely to finish high school on time, and the risk was greater for children also growing up in poverty.",
      "These studies show links, not guarantees. Every child grows on their own timeline, and many late bloomers become passionate readers. But the pattern is clear enough to act on: the habit of reading for enjoyment is one of the best investments a family can make.",
      "The key word is pleasure. Children who read because they want to, not because they have to, keep reading. That’s why we focus on joyful routines, books that match your child’s interests and a home where reading is something you share, not a chore to check off.",
    ],
    keyFindings: [
      "Children who read for pleasure tend to make more progress in vocabulary, spelling and math.",
      "The benefit showed up even when comparing children from similar family backgrounds.",
      "Reading well by the end of third grade is linked to finishing high school on time.",
      "Enjoyment is the engine: children who like reading keep reading.",
    ],
  },
  {
    id: "windows-and-mirrors",
    title: "Windows and Mirrors: Why Children Need to See Themselves and Others in Books",
    summary:
      "Children’s literature scholar Dr. Rudine Sims Bishop described books as mirrors, windows and sliding glass doors. Children need stories that reflect their own lives and stories that open views into lives different from their own.",
    source:
      "Summary of Rudine Sims Bishop (1990), “Mirrors, Windows, and Sliding Glass Doors,” first published in Perspectives: Choosing and Using Books for the Classroom, with ongoing data on diversity in children’s books from the Cooperative Children’s Book Center.",
    published: "2025-01-21",
    fullText: [
      "In 1990, Dr. Rudine Sims Bishop, a professor and scholar of children’s literature, wrote a short essay that changed how teachers and librarians think about books. She wrote that books can be windows, sliding glass doors and mirrors.",
      "A window lets a reader look into a world that is different from their own. A sliding glass door lets the reader step inside that world through imagination. A mirror reflects the reader back to themselves, so they can see their own lives, families and experiences as part of the larger human story.",
      "Bishop pointed out that when children never find themselves in the books they read, they learn a painful lesson about how they are valued. And children who only ever see themselves miss the chance to understand and appreciate the wider world. Every child needs both mirrors and windows.",
      "For many years, groups such as the Cooperative Children’s Book Center have tracked who appears in children’s books and who writes them. Their records show that many communities have long been underrepresented. Progress has been made, but families still often have to look harder to find books that reflect their children.",
      "This framework is at the heart of how we choose books. For every family, we look for stories where your child can see their own skin, hair, language, family shape, faith, abilities and traditions, alongside stories that open windows onto people and places they haven’t met yet.",
    ],
    keyFindings: [
      "Books can be mirrors that reflect a child’s own life and windows into other lives.",
      "Children who rarely see themselves in books may learn they are less valued.",
      "Children who only see themselves miss the chance to understand the wider world.",
      "Many communities have long been underrepresented in children’s books, so thoughtful selection matters.",
    ],
  },
  {
    id: "reading-routines",
    title: "Small Daily Routines, Big Results: Reading from the First Months",
    summary:
      "The American Academy of Pediatrics recommends reading aloud with children from infancy as a daily, enjoyable family activity. Programs such as Reach Out and Read show that simple encouragement helps families build reading into everyday life.",
    source:
      "Summary of the American Academy of Pediatrics policy statement “Literacy Promotion: An Essential Component of Primary Care Pediatric Practice” (Pediatrics, 2014) and research on the Reach Out and Read program.",
    published: "2025-04-08",
    fullText: [
      "It’s never too early to start. In its 2014 policy statement on literacy promotion, the American Academy of Pediatrics recommended that parents read aloud with their children beginning in infancy. Pediatricians are encouraged to talk about reading at regular checkups, just as they talk about sleep and nutrition.",
      "The statement highlights simple daily practices that families can weave into ordinary life, often described as the “5 Rs”: Reading together as a fun family activity; Rhyming, talking, singing and cuddling throughout the day; Routines for meals, play and sleep; Rewards such as praise for everyday successes; and warm, responsive Relationships.",
      "Reach Out and Read is a national program in which pediatric clinicians give new books to young children at checkups and coach parents on reading aloud. Studies of the program have found that participating families read together more often, and that children show stronger language skills.",
      "Routines matter because they make reading automatic. When a story is always part of bedtime, or a book always comes along to appointments, children come to expect it and look forward to it. Predictable routines also help young children feel safe, which makes them more open to learning.",
      "A routine doesn’t have to be long. A few minutes a day, at a time that works for your family, is a wonderful start. The best routine is the one you can keep, with books your child loves and a grown-up who is glad to be there.",
    ],
    keyFindings: [
      "Pediatricians recommend reading aloud with children from infancy.",
      "Daily reading, rhyming, routines, praise and warm relationships all support early literacy.",
      "Families in Reach Out and Read tend to read together more, and children show stronger language skills.",
      "Short, predictable routines are easier to keep than long, occasional sessions.",
    ],
  },
];

export const researchSummaries: ResearchSummary[] = [
  {
    studyId: "multilingual-benefits",
    title: "Every Language Is a Reading Language",
    points: [
      "Read, sing and tell stories in the language you know best.",
      "Look for bilingual books or books in your home language at your library.",
      "Mixing languages is normal and healthy. Let your child hear both.",
    ],
  },
  {
    studyId: "family-bonding",
    title: "The Cuddle Counts",
    points: [
      "Sit close, with your child on your lap or beside you.",
      "Pause to ask, “What do you think will happen next?”",
      "Let your child turn the pages and choose when to stop.",
    ],
  },
  {
    studyId: "print-rich-environments",
    title: "Make Books Easy to Reach",
    points: [
      "Put a few books on a low shelf or in a basket your child can reach.",
      "Add library books every week or two to keep things fresh.",
      "Count everyday print too: menus, maps, labels and letters.",
    ],
  },
  {
    studyId: "life-success",
    title: "Protect Reading for Fun",
    points: [
      "Let your child choose some books purely for enjoyment.",
      "Comics, joke books and magazines count as real reading.",
      "Talk about books the way you’d talk about a favorite show.",
    ],
  },
  {
    studyId: "windows-and-mirrors",
    title: "Offer Mirrors and Windows",
    points: [
      "Check your shelf: can your child see their own family in a story?",
      "Add one book about a place, culture or family different from yours.",
      "Ask, “How is this character like you? How are they different?”",
    ],
  },
  {
    studyId: "reading-routines",
    title: "Start Small and Keep Going",
    points: [
      "Pick one daily moment for a story, such as bedtime or breakfast.",
      "Five cozy minutes beats thirty rushed ones.",
      "Keep a book in the bag for waiting rooms and car rides.",
    ],
  },
];
