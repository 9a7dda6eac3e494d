"""The wasmtime host of the judge's WASI runner (see docs/adr/0009-wasmtime-host.md).

Reads one JSON job per line on stdin, runs it with wasmtime's own fuel and store limits, answers one
JSON line on stdout. It runs inside the native sandbox (bubblewrap + a cgroup), which sees only the
task's work folder, its exchange folder and the judge's module folder. Clocks, sleep and random are
virtual, as in the thread runner: time is fuel used at FUEL_PER_MS plus time slept, from 2024-01-01.
"""
import json
import os
import signal
import struct
import sys
import threading

import wasmtime as wt

EPOCH_NS = 1_704_067_200_000_000_000
STATUS_OUT_OF_MEMORY = 2
CLOCK_SUBSCRIPTION = 0
ABSTIME = 1
EINVAL = 28
MAX_MODULES = 16
POOL_SLOTS = 8

# A write past RLIMIT_FSIZE then fails (EFBIG) instead of killing the host; the judge sees the size.
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)


class WallLimit(Exception):
    """The program slept past its wall limit: a time verdict at once."""


class Run:
    """What the shadowed WASI calls of one run need: its store, fuel budget and clock."""

    def __init__(self, store, fuel, fuel_per_ms, wall_ms):
        self.store = store
        self.fuel = fuel
        self.ns_per_fuel = 1_000_000 / fuel_per_ms
        self.wall_ns = wall_ms * 1_000_000
        self.slept = 0
        self.random = 0x9E3779B97F4A7C15

    def used(self):
        return self.fuel - self.store.get_fuel()

    def elapsed(self):
        return int(self.used() * self.ns_per_fuel) + self.slept

    def sleep(self, ns):
        if ns > 0:
            self.slept += ns
            if self.elapsed() > self.wall_ns:
                raise WallLimit()

    def fill(self, n):
        out = bytearray(n)
        x = self.random
        for i in range(n):
            x ^= x >> 12
            x ^= (x << 25) & 0xFFFFFFFFFFFFFFFF
            x ^= x >> 27
            out[i] = ((x * 0x2545F4914F6CDD1D) >> 56) & 0xFF
        self.random = x
        return bytes(out)


current = {"run": None}


def memory_of(caller):
    return caller.get("memory")


def clock_time_get(caller, clock_id, _precision, out):
    run = current["run"]
    if clock_id > 3:
        return EINVAL
    ns = EPOCH_NS + run.elapsed() if clock_id == 0 else run.elapsed()
    memory_of(caller).write(caller, struct.pack("<Q", ns), out)
    return 0


def clock_res_get(caller, _clock_id, out):
    memory_of(caller).write(caller, struct.pack("<Q", 1000), out)
    return 0


def random_get(caller, ptr, length):
    memory_of(caller).write(caller, current["run"].fill(length), ptr)
    return 0


def poll_oneoff(caller, inp, out, count, nevents):
    """Streams are always ready; a lone clock subscription advances the virtual clock."""
    run = current["run"]
    memory = memory_of(caller)
    subs = memory.read(caller, inp, inp + count * 48)
    events = []
    soonest = None
    for i in range(count):
        s = subs[i * 48 : (i + 1) * 48]
        userdata, tag = struct.unpack_from("<QB", s, 0)
        if tag == CLOCK_SUBSCRIPTION:
            timeout = struct.unpack_from("<Q", s, 24)[0]
            flags = struct.unpack_from("<H", s, 40)[0]
            wait = timeout - run.elapsed() if flags & ABSTIME else timeout
            if soonest is None or wait < soonest[1]:
                soonest = (userdata, wait)
            continue
        events.append(struct.pack("<QHBxxxxxQHxxxxxx", userdata, 0, tag, 1, 0))
    if not events and soonest is not None:
        run.sleep(soonest[1])
        events.append(struct.pack("<QHBxxxxxQHxxxxxx", soonest[0], 0, CLOCK_SUBSCRIPTION, 0, 0))
    memory.write(caller, b"".join(events), out)
    memory.write(caller, struct.pack("<I", len(events)), nevents)
    return 0


def make_engine():
    config = wt.Config()
    config.consume_fuel = True
    # One compile thread: the host's cgroup allows few tasks, and cases already run side by side.
    config.parallel_compilation = False
    # Deep recursion must work as on the thread runner (a DFS a million calls deep).
    config.max_wasm_stack = 120 << 20
    # wasmtime checks that figure against its (unused here) async stack: raise that one too.
    wt._bindings.wasmtime_config_async_stack_size_set(config.ptr(), 128 << 20)
    use_pooling(config)
    return wt.Engine(config)


def use_pooling(config):
    """Instances, memories and tables from slots reserved once and reset between runs (wasmtime's
    pooling allocator), instead of mapped and unmapped for each run: a cached A+B run, measured
    inside a host process, went from 0.64 to 0.35 ms. A host runs one job at a time; the slots leave room for stores that the
    garbage collector frees late. A slot is address space, not memory: a memory's slot is its
    largest size (4 GiB, wasm32's own bound; the job's limit is the store's), and its first MiB is
    kept resident and zeroed rather than given back, which most programs never pass."""
    b = wt._bindings
    pool = b.wasmtime_pooling_allocation_config_new()
    for total in (b.wasmtime_pooling_allocation_config_total_core_instances_set,
                  b.wasmtime_pooling_allocation_config_total_memories_set,
                  b.wasmtime_pooling_allocation_config_total_tables_set):
        total(pool, POOL_SLOTS)
    # stacks are pooled only for async calls, which the host never makes
    b.wasmtime_pooling_allocation_config_total_stacks_set(pool, 1)
    b.wasmtime_pooling_allocation_config_max_memory_size_set(pool, 4 << 30)
    # an interpreter's function table (CPython's) is far past the default 20,000 elements
    b.wasmtime_pooling_allocation_config_table_elements_set(pool, 1 << 20)
    b.wasmtime_pooling_allocation_config_max_core_instance_size_set(pool, 16 << 20)
    b.wasmtime_pooling_allocation_config_linear_memory_keep_resident_set(pool, 1 << 20)
    b.wasmtime_pooling_allocation_config_table_keep_resident_set(pool, 1 << 20)
    b.wasmtime_pooling_allocation_strategy_set(config.ptr(), pool)
    b.wasmtime_pooling_allocation_config_delete(pool)


def make_linker(engine):
    linker = wt.Linker(engine)
    linker.define_wasi()
    linker.allow_shadowing = True
    i32, i64 = wt.ValType.i32(), wt.ValType.i64()
    w = "wasi_snapshot_preview1"
    linker.define_func(w, "clock_time_get", wt.FuncType([i32, i64, i32], [i32]), clock_time_get, access_caller=True)
    linker.define_func(w, "clock_res_get", wt.FuncType([i32, i32], [i32]), clock_res_get, access_caller=True)
    linker.define_func(w, "random_get", wt.FuncType([i32, i32], [i32]), random_get, access_caller=True)
    linker.define_func(w, "poll_oneoff", wt.FuncType([i32, i32, i32, i32], [i32]), poll_oneoff, access_caller=True)
    return linker


class Modules:
    """Compiled modules by the judge's key, each pre-linked (an InstancePre): made once, kept while
    the host lives, so a run only makes its store and instantiates."""

    def __init__(self, engine, linker):
        self.engine = engine
        self.linker = linker
        self.cache = {}

    def get(self, key, path, precompiled):
        pre = self.cache.pop(key, None)
        if pre is None:
            if precompiled:
                # Written by the judge itself from a trusted module (an interpreter), never by a host.
                module = wt.Module.deserialize_file(self.engine, path)
            else:
                module = wt.Module.from_file(self.engine, path)
            pre = self.linker.instantiate_pre(module)
        self.cache[key] = pre
        while len(self.cache) > MAX_MODULES:
            self.cache.pop(next(iter(self.cache)))
        return pre


def signal_of(message):
    if "unreachable" in message:
        return "SIGABRT"
    if "divide" in message or "overflow" in message and "stack" not in message:
        return "SIGFPE"
    return "SIGSEGV"


def run_job(engine, modules, job):
    result = {"id": job["id"], "exitCode": None, "signal": None, "fuelUsed": -1, "memoryBytes": 0}
    store = wt.Store(engine)
    wasi = wt.WasiConfig()
    wasi.argv = job["args"]
    wasi.env = list(job["env"].items())
    if job.get("stdin"):
        wasi.stdin_file = job["stdin"]
    for name in ("stdout", "stderr"):
        if job.get(name):
            setattr(wasi, f"{name}_file", job[name])
    for p in job["preopens"]:
        wasi.preopen_dir(p["host"], p["guest"], p["writable"])
    store.set_wasi(wasi)
    store.set_fuel(job["fuel"])
    store.set_limits(memory_size=job["memoryBytes"])
    run = Run(store, job["fuel"], job["fuelPerMs"], job["wallMs"])
    current["run"] = run
    instance = None
    exports = None
    try:
        pre = modules.get(job["key"], job["module"], job.get("precompiled", False))
        instance = pre.instantiate(store)
        exports = instance.exports(store)
        exports["_start"](store)
        result.update(outcome="ok", exitCode=0, message="exited normally")
    except wt.ExitTrap as e:
        result.update(outcome="ok" if e.code == 0 else "exit", exitCode=e.code, message=f"exit status {e.code}")
    except WallLimit:
        result.update(outcome="time", signal="SIGKILL", message="slept past the wall-clock limit")
    except wt.Trap as e:
        status = exports.get("__oj_status") if exports is not None else None
        if status is not None and status.value(store) == STATUS_OUT_OF_MEMORY:
            result.update(outcome="memory", message="memory.grow past the memory limit")
        elif e.trap_code == wt.TrapCode.OUT_OF_FUEL:
            result.update(outcome="time", message="out of fuel: time limit")
        else:
            first = str(e).strip().split("\n")[0]
            result.update(outcome="signal", signal=signal_of(first), message=f"trap: {first}")
    except wt.WasmtimeError as e:
        text = str(e)
        if instance is None and ("memory" in text and ("limit" in text or "minimum" in text)):
            result.update(outcome="memory", message="the program needs more memory at start than the limit")
        else:
            result.update(outcome="error", message=f"wasmtime: {text.strip().splitlines()[0] if text.strip() else text}")
    finally:
        current["run"] = None
    try:
        result["fuelUsed"] = run.used()
    except wt.WasmtimeError:
        pass
    if exports is not None:
        memory = exports.get("memory")
        if isinstance(memory, wt.Memory):
            result["memoryBytes"] = memory.data_len(store)
    out = job.get("stdout")
    if out and result["outcome"] != "error":
        try:
            if os.path.getsize(out) > job["outputBytes"]:
                result.update(outcome="output", message="output limit")
        except OSError:
            pass
    return result


def precompile(source, target):
    """`host.py --compile in.wasm out.cwasm`: what hosts deserialize (CPython takes ~15 s to compile)."""
    module = wt.Module.from_file(make_engine(), source)
    with open(target + ".tmp", "wb") as f:
        f.write(module.serialize())
    os.replace(target + ".tmp", target)


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--compile":
        return precompile(sys.argv[2], sys.argv[3])
    engine = make_engine()
    linker = make_linker(engine)
    modules = Modules(engine, linker)

    def serve():
        print(json.dumps({"ready": getattr(wt, "__version__", "wasmtime")}), flush=True)
        for line in sys.stdin:
            if not line.strip():
                continue
            job = json.loads(line)
            try:
                answer = run_job(engine, modules, job)
            except Exception as e:  # the host must answer every job, whatever went wrong
                answer = {"id": job.get("id"), "outcome": "error", "exitCode": None, "signal": None,
                          "fuelUsed": -1, "memoryBytes": 0, "message": f"host: {e}"}
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()

    # wasm frames live on the stack of the thread that runs them: one thread with room for
    # max_wasm_stack does all the work (no hand-over between threads on a run's path).
    threading.stack_size(256 << 20)
    worker = threading.Thread(target=serve)
    worker.start()
    worker.join()


if __name__ == "__main__":
    main()
