/**
 * A seccomp filter for every sandboxed program: defence in depth under the namespaces, the
 * unprivileged uid and the limits. Kernel interfaces a learner's program never needs, and that
 * have been the way out of containers (tracing other processes, new namespaces, mounts, kernel
 * keyrings, eBPF, perf events, userfaultfd, io_uring, modules, kexec, handles to host files,
 * another process's memory), fail with EPERM, whatever privileges the program might have gained.
 *
 * The filter is a classic BPF program built here as raw `struct sock_filter` bytes (no library,
 * no compiler: the machine needs nothing more than bubblewrap), and handed to bubblewrap with
 * `--seccomp FD` on a pipe (launch.ts); bwrap installs it right before it execs the program, after
 * setting up the namespaces, so every descendant inherits it and none can remove it.
 *
 * - Only the native ABI: a system call made through another ABI (i386 `int 0x80`, x32 numbers
 *   with bit 30 set) would be checked against this ABI's numbers, so it is refused outright.
 * - `clone` with a namespace flag is refused like `unshare`; `clone3` (whose flags sit in memory
 *   the filter cannot read) answers ENOSYS, so the C library falls back to `clone`, as Docker's
 *   default profile does. Threads and fork are unaffected.
 * - x86_64 only (the machines this runs on); elsewhere `seccompFilter()` answers null and the
 *   runner says so in `describe()`.
 */

/** `struct seccomp_data`: nr at 0, arch at 4, args[0] (its low 32 bits on little-endian) at 16. */
const offsetNr = 0;
const offsetArch = 4;
const offsetArg0Low = 16;

const AUDIT_ARCH_X86_64 = 0xc000003e;
/** x32 system calls are numbered from here (`__X32_SYSCALL_BIT`). */
const X32_SYSCALL_BIT = 0x40000000;

const SECCOMP_RET_ALLOW = 0x7fff0000;
const SECCOMP_RET_ERRNO = 0x00050000;
const EPERM = 1;
const ENOSYS = 38;

/** CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET. */
const cloneNamespaceFlags = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000;

/** x86_64 numbers (arch/x86/entry/syscalls/syscall_64.tbl) of the calls refused with EPERM, by family. */
export const refusedSyscalls = {
  tracing: { ptrace: 101, process_vm_readv: 310, process_vm_writev: 311, kcmp: 312, pidfd_getfd: 438 },
  namespaces: { unshare: 272, setns: 308 },
  mounts: {
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
    name_to_handle_at: 303,
    open_by_handle_at: 304,
  },
  keys: { add_key: 248, request_key: 249, keyctl: 250 },
  kernel: { bpf: 321, perf_event_open: 298, userfaultfd: 323, io_uring_setup: 425, io_uring_enter: 426, io_uring_register: 427 },
  system: {
    kexec_load: 246,
    kexec_file_load: 320,
    init_module: 175,
    finit_module: 313,
    delete_module: 176,
    swapon: 167,
    swapoff: 168,
    reboot: 169,
    acct: 163,
    quotactl: 179,
    syslog: 103,
    settimeofday: 164,
    clock_settime: 227,
    clock_adjtime: 305,
    adjtimex: 159,
    sethostname: 170,
    setdomainname: 171,
    iopl: 172,
    ioperm: 173,
    lookup_dcookie: 212,
    uselib: 134,
    vhangup: 153,
  },
} as const;

const clone = 56;
const clone3 = 435;

// Classic BPF opcodes.
const BPF_LD_W_ABS = 0x20;
const BPF_JMP_JEQ_K = 0x15;
const BPF_JMP_JGE_K = 0x35;
const BPF_JMP_JSET_K = 0x45;
const BPF_RET_K = 0x06;

type Label = 'deny' | 'nosys' | 'cloneFlags';
type Instruction = { code: number; k: number; jt?: Label; jf?: Label; label?: Label };

/** The filter's instructions, each jump to a label; `assemble` turns labels into offsets. */
function program(): Instruction[] {
  const refused = Object.values(refusedSyscalls).flatMap((family) => Object.values(family) as number[]);
  return [
    { code: BPF_LD_W_ABS, k: offsetArch },
    { code: BPF_JMP_JEQ_K, k: AUDIT_ARCH_X86_64, jf: 'deny' },
    { code: BPF_LD_W_ABS, k: offsetNr },
    { code: BPF_JMP_JGE_K, k: X32_SYSCALL_BIT, jt: 'deny' },
    { code: BPF_JMP_JEQ_K, k: clone3, jt: 'nosys' },
    { code: BPF_JMP_JEQ_K, k: clone, jt: 'cloneFlags' },
    ...refused.map((nr): Instruction => ({ code: BPF_JMP_JEQ_K, k: nr, jt: 'deny' })),
    { code: BPF_RET_K, k: SECCOMP_RET_ALLOW },
    { code: BPF_LD_W_ABS, k: offsetArg0Low, label: 'cloneFlags' },
    { code: BPF_JMP_JSET_K, k: cloneNamespaceFlags, jt: 'deny' },
    { code: BPF_RET_K, k: SECCOMP_RET_ALLOW },
    { code: BPF_RET_K, k: SECCOMP_RET_ERRNO | EPERM, label: 'deny' },
    { code: BPF_RET_K, k: SECCOMP_RET_ERRNO | ENOSYS, label: 'nosys' },
  ];
}

/** `struct sock_filter { u16 code; u8 jt; u8 jf; u32 k; }`, little-endian, one after another. */
function assemble(instructions: Instruction[]): Buffer {
  const at = new Map<Label, number>();
  instructions.forEach((ins, i) => ins.label && at.set(ins.label, i));
  const offset = (from: number, label: Label | undefined) => {
    if (label === undefined) return 0;
    const target = at.get(label)!;
    const jump = target - from - 1;
    // Classic BPF jumps forward only, at most 255 instructions.
    if (jump < 0 || jump > 255) throw new Error(`seccomp: jump to ${label} out of range`);
    return jump;
  };
  const bytes = Buffer.alloc(instructions.length * 8);
  instructions.forEach((ins, i) => {
    bytes.writeUInt16LE(ins.code, i * 8);
    bytes.writeUInt8(offset(i, ins.jt), i * 8 + 2);
    bytes.writeUInt8(offset(i, ins.jf), i * 8 + 3);
    bytes.writeUInt32LE(ins.k >>> 0, i * 8 + 4);
  });
  return bytes;
}

let built: Buffer | null | undefined;

/** The compiled filter for `bwrap --seccomp`, or null where it is not built (not x86_64). */
export function seccompFilter(): Buffer | null {
  if (built === undefined) built = process.arch === 'x64' ? assemble(program()) : null;
  return built;
}
