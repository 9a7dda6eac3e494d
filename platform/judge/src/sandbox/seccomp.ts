/**
 * A classic-BPF seccomp filter, generated here and handed to bubblewrap (`--seccomp FD`), which loads
 * it right before it executes the program. It denies what a judged program never needs and what
 * kernel exploits and sandbox escapes rely on; everything else is allowed (an allow-list would break
 * the JVM, Go and V8 runtimes at each new kernel or libc release).
 */
import { arch } from 'node:process'

// struct seccomp_data: nr at 0, arch at 4, instruction pointer at 8, args[i] at 16 + 8i.
const OFFSET_NR = 0
const OFFSET_ARCH = 4
const argLow = (index: number): number => 16 + 8 * index // little-endian: the low 32 bits first

// BPF opcodes (linux/filter.h).
const LD_W_ABS = 0x20
const JMP_JEQ_K = 0x15
const JMP_JGE_K = 0x35
const JMP_JSET_K = 0x45
const RET_K = 0x06

const RET_KILL_PROCESS = 0x80000000
const RET_ERRNO = 0x00050000
const RET_ALLOW = 0x7fff0000

const EPERM = 1
const ENOSYS = 38
const EAFNOSUPPORT = 97
const AF_UNIX = 1
// CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET
const CLONE_NAMESPACE_FLAGS =
  0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000

interface ArchTable {
  readonly auditArch: number
  /** x86-64 also accepts x32 system calls (numbers with bit 30 set): refused as another ABI. */
  readonly x32Bit: boolean
  readonly nr: Readonly<Record<string, number>>
}

/** Calls a judged program is refused (EPERM), by name; numbers per architecture below. */
export const DENIED_SYSCALLS = [
  'ptrace',
  'process_vm_readv',
  'process_vm_writev',
  'personality',
  'mount',
  'umount2',
  'pivot_root',
  'chroot',
  'open_tree',
  'move_mount',
  'fsopen',
  'fsconfig',
  'fsmount',
  'fspick',
  'mount_setattr',
  'unshare',
  'setns',
  'kexec_load',
  'kexec_file_load',
  'init_module',
  'finit_module',
  'delete_module',
  'reboot',
  'swapon',
  'swapoff',
  'acct',
  'quotactl',
  'syslog',
  'settimeofday',
  'clock_settime',
  'vhangup',
  'bpf',
  'perf_event_open',
  'userfaultfd',
  'keyctl',
  'add_key',
  'request_key',
  'open_by_handle_at',
  'name_to_handle_at',
  'fanotify_init',
  'lookup_dcookie',
  // io_uring performs socket, open and other operations without passing through this filter.
  'io_uring_setup',
  'io_uring_enter',
  'io_uring_register',
  // comparing or taking another process's kernel objects, and the sysctl call of old kernels
  'kcmp',
  'pidfd_getfd',
  'process_madvise',
] as const

/**
 * Calls that end the program at once (SIGSYS, a runtime error): x86's descriptor-table and port
 * calls, a classic way into kernel bugs (modify_ldt's 16-bit segments, iopl), never used by judged code.
 */
export const KILLED_SYSCALLS = ['modify_ldt', 'iopl', 'ioperm', 'uselib', '_sysctl'] as const

const X86_64: ArchTable = {
  auditArch: 0xc000003e,
  x32Bit: true,
  nr: {
    socket: 41,
    clone: 56,
    clone3: 435,
    ptrace: 101,
    process_vm_readv: 310,
    process_vm_writev: 311,
    personality: 135,
    mount: 165,
    umount2: 166,
    pivot_root: 155,
    chroot: 161,
    open_tree: 428,
    move_mount: 429,
    fsopen: 430,
    fsconfig: 431,
    fsmount: 432,
    fspick: 433,
    mount_setattr: 442,
    unshare: 272,
    setns: 308,
    kexec_load: 246,
    kexec_file_load: 320,
    init_module: 175,
    finit_module: 313,
    delete_module: 176,
    reboot: 169,
    swapon: 167,
    swapoff: 168,
    acct: 163,
    quotactl: 179,
    syslog: 103,
    settimeofday: 164,
    clock_settime: 227,
    vhangup: 153,
    bpf: 321,
    perf_event_open: 298,
    userfaultfd: 323,
    keyctl: 250,
    add_key: 248,
    request_key: 249,
    open_by_handle_at: 304,
    name_to_handle_at: 303,
    fanotify_init: 300,
    lookup_dcookie: 212,
    io_uring_setup: 425,
    io_uring_enter: 426,
    io_uring_register: 427,
    kcmp: 312,
    pidfd_getfd: 438,
    process_madvise: 440,
    modify_ldt: 154,
    iopl: 172,
    ioperm: 173,
    uselib: 134,
    _sysctl: 156,
  },
}

const AARCH64: ArchTable = {
  auditArch: 0xc00000b7,
  x32Bit: false,
  nr: {
    socket: 198,
    clone: 220,
    clone3: 435,
    ptrace: 117,
    process_vm_readv: 270,
    process_vm_writev: 271,
    personality: 92,
    mount: 40,
    umount2: 39,
    pivot_root: 41,
    chroot: 51,
    open_tree: 428,
    move_mount: 429,
    fsopen: 430,
    fsconfig: 431,
    fsmount: 432,
    fspick: 433,
    mount_setattr: 442,
    unshare: 97,
    setns: 268,
    kexec_load: 104,
    kexec_file_load: 294,
    init_module: 105,
    finit_module: 273,
    delete_module: 106,
    reboot: 142,
    swapon: 224,
    swapoff: 225,
    acct: 89,
    quotactl: 60,
    syslog: 116,
    settimeofday: 170,
    clock_settime: 112,
    vhangup: 58,
    bpf: 280,
    perf_event_open: 241,
    userfaultfd: 282,
    keyctl: 219,
    add_key: 217,
    request_key: 218,
    open_by_handle_at: 265,
    name_to_handle_at: 264,
    fanotify_init: 262,
    lookup_dcookie: 18,
    io_uring_setup: 425,
    io_uring_enter: 426,
    io_uring_register: 427,
    kcmp: 272,
    pidfd_getfd: 438,
    process_madvise: 440,
  },
}

export const archTable = (nodeArch: string = arch): ArchTable | null =>
  nodeArch === 'x64' ? X86_64 : nodeArch === 'arm64' ? AARCH64 : null

type Insn = readonly [code: number, jt: number, jf: number, k: number]

const load = (offset: number): Insn => [LD_W_ABS, 0, 0, offset]
const ret = (value: number): Insn => [RET_K, 0, 0, value]
/** If the syscall number is `nr`, run `body` (which must return); else skip it. */
const onSyscall = (nr: number, body: ReadonlyArray<Insn>): Insn[] => [
  [JMP_JEQ_K, 0, body.length, nr],
  ...body,
]

/** The filter as instructions, for one architecture. */
export function seccompProgram(table: ArchTable): ReadonlyArray<Insn> {
  const nr = (name: string): number => {
    const value = table.nr[name]
    if (value === undefined) throw new Error(`seccomp: no syscall number for ${name}`)
    return value
  }
  const program: Insn[] = [
    load(OFFSET_ARCH),
    [JMP_JEQ_K, 1, 0, table.auditArch],
    ret(RET_KILL_PROCESS), // another ABI (32-bit int 0x80 on x86-64): its numbers differ, so refuse all
    load(OFFSET_NR),
  ]
  if (table.x32Bit) program.push([JMP_JGE_K, 0, 1, 0x40000000], ret(RET_KILL_PROCESS))
  for (const name of DENIED_SYSCALLS) program.push(...onSyscall(nr(name), [ret(RET_ERRNO | EPERM)]))
  // those of KILLED_SYSCALLS the architecture has (all x86-only)
  for (const name of KILLED_SYSCALLS)
    if (table.nr[name] !== undefined) program.push(...onSyscall(nr(name), [ret(RET_KILL_PROCESS)]))
  // socket(domain, ...): only local (AF_UNIX) sockets; the network namespace has no route anyway.
  program.push(
    ...onSyscall(nr('socket'), [
      load(argLow(0)),
      [JMP_JEQ_K, 0, 1, AF_UNIX],
      ret(RET_ALLOW),
      ret(RET_ERRNO | EAFNOSUPPORT),
    ]),
  )
  // clone(flags, ...): threads and processes yes, new namespaces no.
  program.push(
    ...onSyscall(nr('clone'), [
      load(argLow(0)),
      [JMP_JSET_K, 0, 1, CLONE_NAMESPACE_FLAGS],
      ret(RET_ERRNO | EPERM),
      ret(RET_ALLOW),
    ]),
  )
  // clone3 passes its flags in memory a filter cannot read: ENOSYS makes libc fall back to clone.
  program.push(...onSyscall(nr('clone3'), [ret(RET_ERRNO | ENOSYS)]))
  program.push(ret(RET_ALLOW))
  return program
}

/** The filter as bytes, `struct sock_filter[]` in host (little-endian) order, as bwrap reads it. */
export function seccompBytes(table: ArchTable): Buffer {
  const program = seccompProgram(table)
  const bytes = Buffer.alloc(program.length * 8)
  program.forEach(([code, jt, jf, k], i) => {
    bytes.writeUInt16LE(code, i * 8)
    bytes.writeUInt8(jt, i * 8 + 2)
    bytes.writeUInt8(jf, i * 8 + 3)
    bytes.writeUInt32LE(k >>> 0, i * 8 + 4)
  })
  return bytes
}
