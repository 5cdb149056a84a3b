import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, avatarColour, initialsOf } from "./avatar.tsx";

describe("generated avatar", () => {
  it("takes one character of a Chinese name and two letters of a Latin one", () => {
    expect(initialsOf("王小明")).toBe("王");
    expect(initialsOf("Ada Lovelace")).toBe("AL");
    expect(initialsOf("grace")).toBe("G");
    expect(initialsOf("  ")).toBe("?");
    expect(initialsOf("Open Source Club Shenzhen")).toBe("OS");
  });

  it("gives a name the same colour every time", () => {
    expect(avatarColour("深圳开源社")).toBe(avatarColour("深圳开源社"));
  });

  it("renders initials when there is no image", () => {
    render(<Avatar name="深圳开源社" shape="square" />);
    expect(screen.getByRole("img", { name: "深圳开源社" }).textContent).toBe("深");
  });

  it("renders the image when there is one", () => {
    render(<Avatar name="Ada" src="/files/a.png" />);
    expect(screen.getByRole("img", { name: "Ada" }).getAttribute("src")).toBe("/files/a.png");
  });
});
