import { describe, expect, it } from "vitest";
import { youtubeIdFrom } from "./video-link.ts";

describe("youtubeIdFrom: the id from what the owner pastes in a video field", () => {
  it("takes the id out of every link YouTube gives: a phone's share link, the browser's, a Short, a live video, an embed", () => {
    for (const pasted of [
      "https://youtu.be/dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=Xb3kLp0QzT9aV1cd",
      "youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1234",
      "https://youtube.com/watch?feature=shared&v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "www.youtube.com/watch?v=dQw4w9WgXcQ",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/shorts/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/live/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "  https://youtu.be/dQw4w9WgXcQ  ",
    ]) {
      expect(youtubeIdFrom(pasted), pasted).toBe("dQw4w9WgXcQ");
    }
  });

  it("keeps a bare id as it is (letters, digits, - and _)", () => {
    expect(youtubeIdFrom("dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdFrom(" a-b_c1234Z9 ")).toBe("a-b_c1234Z9");
  });

  it("refuses what is not a YouTube video: another site, a channel, a playlist, a broken id, plain words", () => {
    for (const pasted of [
      "",
      "dQw4w9WgXc",
      "dQw4w9WgXcQQ",
      "https://vimeo.com/76979871",
      "https://youtu.be.example.com/dQw4w9WgXcQ",
      "https://example.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/@kindredpages",
      "https://www.youtube.com/playlist?list=PL1234567890",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ/extra",
      "https://youtu.be/",
      "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
      "ftp://youtu.be/dQw4w9WgXcQ",
      "the video about reading",
    ]) {
      expect(youtubeIdFrom(pasted), pasted).toBeNull();
    }
  });
});
