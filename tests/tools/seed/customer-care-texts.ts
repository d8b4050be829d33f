// Texts of the seeded customer-care tickets: subjects and messages per category in Italian and Spanish (Chile: Chilean Spanish).

export type CareLanguage = 'it' | 'es' | 'cl';

/** Category tags the requester picks (shared CUSTOMER_CARE_CATEGORIES). */
export type CareCategory = 'orders' | 'payments' | 'menu' | 'app' | 'users' | 'devices' | 'other';

export interface CareTopic {
  category: CareCategory;
  subject: string;
  /** The requester's opening message. */
  body: string;
}

export interface CareReplies {
  /** Support's first reply when it needs something from the requester (the ticket then waits). */
  askDetails: string;
  /** Support's first reply when it works on the ticket straight away. */
  working: string;
  /** The requester's answer while the ticket waits. */
  details: string;
  /** Support's message when solving. */
  solved: string;
  /** The requester reopening a solved ticket. */
  reopen: string;
}

export const CARE_TOPICS: Record<CareLanguage, readonly CareTopic[]> = {
  it: [
    { category: 'orders', subject: 'Ordini del pranzo non visibili in cucina', body: 'Da stamattina gli ordini del pranzo non compaiono sul monitor della cucina, ma i clienti li vedono confermati nell’app.' },
    { category: 'payments', subject: 'Ricarica del borsellino non accreditata', body: 'Un cliente ha ricaricato 20 € con la carta ma il saldo del borsellino non è cambiato.' },
    { category: 'menu', subject: 'Menù della settimana non pubblicato', body: 'Ho salvato il menù della prossima settimana ma i clienti non lo vedono ancora nell’app.' },
    { category: 'app', subject: 'L’app si chiude all’apertura del carrello', body: 'Diversi clienti segnalano che l’app si chiude quando aprono il carrello dopo aver scelto il primo.' },
    { category: 'users', subject: 'Nuovo collega senza accesso al back office', body: 'Il nuovo responsabile di turno non riesce ad accedere: dice che l’utente non è abilitato.' },
    { category: 'devices', subject: 'Stampante delle comande non stampa', body: 'La stampante delle comande in cucina è accesa ma non stampa più gli ordini da ieri sera.' },
    { category: 'orders', subject: 'Ordine annullato ma ancora addebitato', body: 'Un ordine annullato dal cliente prima delle 10:30 risulta ancora addebitato sul borsellino.' },
    { category: 'menu', subject: 'Allergeni errati su un piatto', body: 'Nella scheda delle lasagne non compare il glutine tra gli allergeni: possiamo correggerlo subito?' },
    { category: 'other', subject: 'Richiesta di un report mensile delle presenze', body: 'Ci servirebbe l’elenco dei pasti consumati nel mese per centro di costo, per la fatturazione.' },
    { category: 'payments', subject: 'Pagamento con buoni pasto rifiutato', body: 'Alla cassa i buoni pasto elettronici vengono rifiutati con il messaggio “circuito non disponibile”.' },
  ],
  es: [
    { category: 'orders', subject: 'Los pedidos no llegan a cocina', body: 'Desde esta mañana los pedidos de la comida no aparecen en la pantalla de cocina, aunque los clientes los ven confirmados.' },
    { category: 'payments', subject: 'Recarga del monedero no abonada', body: 'Un cliente ha recargado 20 € con tarjeta pero el saldo del monedero no ha cambiado.' },
    { category: 'menu', subject: 'El menú de la semana no se publica', body: 'He guardado el menú de la semana que viene pero los clientes todavía no lo ven en la app.' },
    { category: 'app', subject: 'La app se cierra al abrir el carrito', body: 'Varios clientes dicen que la app se cierra al abrir el carrito después de elegir el primer plato.' },
    { category: 'users', subject: 'Compañero nuevo sin acceso al back office', body: 'El nuevo encargado de turno no puede entrar: le sale que el usuario no está habilitado.' },
    { category: 'devices', subject: 'La impresora de comandas no imprime', body: 'La impresora de comandas de cocina está encendida pero desde anoche no imprime los pedidos.' },
    { category: 'orders', subject: 'Pedido anulado pero cobrado', body: 'Un pedido que el cliente anuló antes de las 10:30 sigue cobrado en su monedero.' },
    { category: 'menu', subject: 'Alérgenos incorrectos en un plato', body: 'En la ficha de la lasaña no aparece el gluten entre los alérgenos: ¿lo podemos corregir hoy?' },
    { category: 'other', subject: 'Informe mensual de comidas por centro de coste', body: 'Necesitamos el listado de comidas del mes por centro de coste para la facturación.' },
    { category: 'payments', subject: 'Pago con tarjeta restaurante rechazado', body: 'En caja se rechazan las tarjetas restaurante con el mensaje «red no disponible».' },
  ],
  cl: [
    { category: 'orders', subject: 'Los pedidos no llegan a la cocina', body: 'Desde esta mañana los pedidos del almuerzo no aparecen en la pantalla de la cocina, pero los clientes los ven confirmados.' },
    { category: 'payments', subject: 'Carga del monedero no abonada', body: 'Un cliente cargó $15.000 con tarjeta pero el saldo del monedero no cambió.' },
    { category: 'menu', subject: 'La minuta de la semana no se publica', body: 'Guardé la minuta de la próxima semana pero los clientes todavía no la ven en la app.' },
    { category: 'app', subject: 'La app se cierra al abrir el carro', body: 'Varios clientes reclaman que la app se cierra cuando abren el carro después de elegir la entrada.' },
    { category: 'users', subject: 'Colega nuevo sin acceso al back office', body: 'El nuevo jefe de turno no puede ingresar: le aparece que el usuario no está habilitado.' },
    { category: 'devices', subject: 'La impresora de comandas no imprime', body: 'La impresora de comandas de la cocina está prendida pero desde anoche no imprime los pedidos.' },
    { category: 'orders', subject: 'Pedido anulado pero cobrado', body: 'Un pedido que el cliente anuló antes de las 10:30 sigue cobrado en su monedero.' },
    { category: 'menu', subject: 'Alérgenos incorrectos en un plato', body: 'En la ficha del pastel de choclo no aparece la leche entre los alérgenos: ¿lo podemos corregir hoy?' },
    { category: 'other', subject: 'Informe mensual de almuerzos por centro de costo', body: 'Necesitamos el listado de almuerzos del mes por centro de costo para la facturación.' },
    { category: 'payments', subject: 'Pago con Junaeb rechazado', body: 'En la caja se rechaza la tarjeta de alimentación con el mensaje «red no disponible».' },
  ],
};

export const CARE_REPLIES: Record<CareLanguage, CareReplies> = {
  it: {
    askDetails: 'Buongiorno, per verificare ci serve il numero di un ordine coinvolto e l’orario approssimativo. Può inviarcelo?',
    working: 'Buongiorno, abbiamo preso in carico la segnalazione e stiamo verificando. La aggiorniamo appena possibile.',
    details: 'Ecco i dati richiesti: ordine delle 12:15 di ieri, cliente in allegato alla mail interna.',
    solved: 'Abbiamo risolto il problema e verificato che tutto funzioni. Se dovesse ripresentarsi, risponda pure a questo ticket.',
    reopen: 'Il problema si è ripresentato oggi a mezzogiorno.',
  },
  es: {
    askDetails: 'Buenos días, para revisarlo necesitamos el número de un pedido afectado y la hora aproximada. ¿Nos lo puede enviar?',
    working: 'Buenos días, hemos recibido la incidencia y la estamos revisando. Le informamos en cuanto podamos.',
    details: 'Aquí tienen los datos: pedido de ayer a las 12:15, el cliente está en el correo interno.',
    solved: 'Hemos resuelto el problema y comprobado que todo funciona. Si vuelve a ocurrir, responda a este ticket.',
    reopen: 'El problema ha vuelto a aparecer hoy a mediodía.',
  },
  cl: {
    askDetails: 'Hola, para revisarlo necesitamos el número de un pedido afectado y la hora aproximada. ¿Nos lo puede enviar?',
    working: 'Hola, recibimos la incidencia y la estamos revisando. Le avisamos apenas tengamos novedades.',
    details: 'Acá van los datos: pedido de ayer a las 13:15, el cliente está en el correo interno.',
    solved: 'Resolvimos el problema y verificamos que todo funcione. Si vuelve a pasar, responda a este ticket.',
    reopen: 'El problema volvió a aparecer hoy a la hora de almuerzo.',
  },
};

/** Plain, safe HTML of a message: the text escaped and wrapped in one paragraph. */
export function paragraph(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<p>${escaped}</p>`;
}
