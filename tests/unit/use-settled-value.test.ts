import { act, renderHook } from "@testing-library/react";
import { useSettledValue } from "../../src/hooks/use-settled-value";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useSettledValue", () => {
  it("starts with the value, and follows it only once it has stopped changing", () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 1_000), {
      initialProps: { value: "" },
    });
    expect(result.current).toBe("");

    rerender({ value: "10 left" });
    act(() => jest.advanceTimersByTime(600));
    rerender({ value: "9 left" });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe("");

    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe("9 left");
  });
});
