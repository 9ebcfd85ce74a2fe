import type {
  CycleBehavior,
  CycleDischarge,
  CyclePhase,
  CycleSymptom,
} from '@contract/cycles.messages'

/**
 * Texts of reproductive-cycle tracking (spec §2 'Reproductive cycle dialog',
 * /reproductive-health, §9 'Phase durations', 'Option lists for cycle records'). The server's
 * messages (validation, §6 females only) come from @contract/cycles.messages.
 */
export const cycles = {
  dialogTitle: (name: string) => `Ciclo reproductivo de ${name}`,
  close: 'Cerrar',
  tabs: { calendar: 'Calendario', stats: 'Estadísticas', add: 'Agregar' },
  tabsLabel: 'Secciones del ciclo',

  phases: {
    proestrus: 'Proestro',
    estrus: 'Estro (celo)',
    metestrus: 'Metaestro',
    anestrus: 'Anestro',
  } satisfies Record<CyclePhase, string>,
  phaseInfo: {
    proestrus:
      'Inflamación de la vulva y flujo con sangre. Atrae a los machos, pero aún no los acepta. Dura de 7 a 10 días.',
    estrus: 'La etapa fértil: acepta al macho y el flujo se vuelve más claro. Dura de 5 a 9 días.',
    metestrus: 'Después del celo las hormonas bajan poco a poco. Dura de 60 a 90 días.',
    anestrus: 'Reposo reproductivo hasta el próximo ciclo. Dura de 2 a 8 meses.',
  } satisfies Record<CyclePhase, string>,
  symptoms: {
    vulvar_swelling: 'Inflamación vulvar',
    bloody_discharge: 'Flujo con sangre',
    clear_discharge: 'Flujo claro',
    receptive_behavior: 'Acepta al macho',
    restless: 'Inquietud',
    decreased_appetite: 'Menos apetito',
    increased_urination: 'Orina más seguido',
    nesting_behavior: 'Hace nido',
  } satisfies Record<CycleSymptom, string>,
  behaviors: {
    normal: 'Normal',
    restless: 'Inquieta',
    receptive: 'Receptiva',
    aggressive: 'Agresiva',
    withdrawn: 'Retraída',
    affectionate: 'Cariñosa',
  } satisfies Record<CycleBehavior, string>,
  discharges: {
    none: 'Ninguno',
    bloody: 'Con sangre',
    clear: 'Claro',
    yellow: 'Amarillento',
    minimal: 'Mínimo',
  } satisfies Record<CycleDischarge, string>,

  calendar: {
    previous: 'Mes anterior',
    next: 'Mes siguiente',
    /** Sunday first (spec §9 'The calendar grid starts on Sunday') */
    weekdays: ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'],
    weekdayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    legend: 'Fases',
    dayWithRecord: (day: string, phase: string) => `${day}: ${phase}`,
    empty: 'Aún no hay registros. Agrega el primero en la pestaña Agregar.',
  },

  stats: {
    averageCycle: 'Duración media del ciclo',
    days: (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`,
    needTwoHeats: 'Se calcula con al menos dos celos registrados.',
    currentPhase: 'Fase actual',
    noPhase: 'Sin registros',
    lastCycles: 'Últimos ciclos',
    heatStart: (date: string) => `Inicio del celo: ${date}`,
    interval: (n: number) => `${n} días desde el anterior`,
    noCycles: 'Registra el primer día de un celo (proestro) para ver tus ciclos.',
    nextWindow: 'Próximo celo estimado',
  },

  prediction: {
    window: (from: string, to: string) => `Entre el ${from} y el ${to}`,
    daysUntil: (n: number) => `Faltan ${n} ${n === 1 ? 'día' : 'días'}`,
    inWindow: 'Podría empezar en cualquier momento',
    overdue: 'La fecha estimada ya pasó: registra el nuevo celo cuando empiece.',
    basisHistory: (heats: number) => `Calculado con los ${heats} celos que registraste.`,
    basisUsual:
      'Con un solo celo registrado usamos el rango habitual en perras (de 5 a 12 meses). Cuantos más celos registres, más estrecha será la ventana.',
    seasonal:
      'Las gatas tienen celos por temporada: en los meses de días largos pueden volver a entrar en celo cada 2 a 3 semanas. Por eso no damos una fecha; anota cada celo para conocer su patrón.',
    unknownSpecies: 'No tenemos datos para estimar el ciclo de esta especie.',
    noRecords: 'Agrega un registro para estimar el próximo ciclo.',
    disclaimer:
      'Es una estimación, no es consejo veterinario. Consulta a tu veterinario ante cualquier duda.',
  },

  form: {
    date: 'Fecha',
    phase: 'Fase',
    temperature: 'Temperatura (°C)',
    temperatureHint: 'Opcional. Normal: alrededor de 38.0',
    symptoms: 'Síntomas',
    behavior: 'Comportamiento',
    discharge: 'Flujo',
    notes: 'Notas',
    none: 'Sin indicar',
    save: 'Guardar registro',
    saveChanges: 'Guardar cambios',
    saving: 'Guardando...',
    cancelEdit: 'Cancelar edición',
    editing: (date: string) => `Editando el registro del ${date}`,
    saved: 'Registro guardado.',
    queued: 'Sin conexión: el registro se enviará al recuperar la conexión.',
    deleted: 'Registro eliminado.',
  },

  list: {
    title: 'Registros',
    edit: (date: string) => `Editar el registro del ${date}`,
    remove: (date: string) => `Eliminar el registro del ${date}`,
    editShort: 'Editar',
    removeShort: 'Eliminar',
    confirm: (date: string) => `¿Eliminar el registro del ${date}?`,
    yes: 'Sí, eliminar',
    no: 'No',
    temperature: (value: number) => `${value.toFixed(1)} °C`,
  },

  page: {
    title: 'Salud reproductiva',
    intro: 'Sigue el ciclo de tus mascotas hembra y recibe un aviso antes del próximo celo.',
    emptyTitle: 'No tienes mascotas registradas',
    emptyText: 'Agrega una mascota para seguir su ciclo reproductivo.',
    addPet: 'Agregar Mascota',
    track: 'Ver ciclo',
    trackLabel: (name: string) => `Ver el ciclo reproductivo de ${name}`,
    currentPhase: 'Fase actual',
    lastCycle: 'Último ciclo',
    nextCycle: 'Próximo ciclo',
    none: 'Sin registros',
    daysUntil: (n: number) => `en ${n} ${n === 1 ? 'día' : 'días'}`,
    phasesTitle: 'Fases del ciclo',
    tipsTitle: 'Consejos',
    tips: [
      'Anota el primer día del sangrado: marca el inicio del ciclo.',
      'Durante el celo, pasea con correa y evita parques con perros sueltos.',
      'Si no deseas cachorros, consulta a tu veterinario sobre la esterilización.',
      'Acude al veterinario si el sangrado dura más de 3 semanas o el flujo huele mal.',
    ],
    othersTitle: 'Otras mascotas',
  },

  /** The owner's 'en celo' mark: private, off by default, ends by itself. */
  heatMark: {
    label: 'En celo',
    help: 'Es un dato privado y está desactivado por defecto. Solo quienes filtren por hembras en celo verán una insignia discreta en su perfil. Se apaga solo cuando termina la fase de celo.',
    queued: 'Sin conexión: el cambio se enviará al recuperar la conexión.',
  },
} as const
