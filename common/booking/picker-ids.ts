/** The picker's times, the target of its day links (app/booking/booking-picker.tsx). */
export const TIMES_ID = "booking-times";
/** The manage page's result of a booking, a move or a cancellation (app/booking/manage-view.tsx), focused on arrival. */
export const RESULT_ID = "result";
