// Spanish copy of ../payment-terms.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/editing/content/payment-terms.ts";
import type { Translation } from "#common/content/translation.ts";

// review: legal wording (refund conditions); "initial consultation" rendered as "consulta inicial"
// review: legal wording; "7 days' written notice" rendered as "avisarnos por escrito con 7 días de anticipación"; "processing fee" as "cargo por procesamiento"
// review: legal wording; keeps the English's two deadlines (48 hours to avoid fees, 24 hours for the full fee)
export const paymentTerms: Translation<typeof en.paymentTerms> = {
  text: "Las tarifas de los paquetes se pagan en su totalidad al reservar, salvo que acordemos por escrito otro calendario de pagos. Los precios se indican en dólares estadounidenses.\n\nSolo se ofrecen reembolsos si se solicitan dentro de las 48 horas posteriores a su consulta inicial, y solo por problemas en la prestación del servicio. No se hacen reembolsos por cambio de opinión ni por servicios ya prestados.\n\nPara solicitar el reembolso de sesiones no utilizadas, debe avisarnos por escrito con 7 días de anticipación. Los reembolsos aprobados de sesiones no utilizadas están sujetos a un cargo por procesamiento del 15 %.\n\nPara evitar cargos, solicite cualquier cambio a una sesión programada con al menos 48 horas de anticipación. En caso de cancelaciones tardías, hechas con menos de 24 horas de anticipación, se cobra la tarifa completa de la sesión.\n\nLos libros que se compran para su familia se adquieren a vendedores externos, y cualquier devolución está sujeta a las políticas de esos vendedores.",
};
