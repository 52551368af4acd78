#!/usr/bin/env python3
"""Twin runs of generated compute programs: for each seed, gen.py writes a program,
rdnavk-twin runs it natively on lavapipe and through RADV over rdnavk (compute
waves of 64, and of 32 with RADV_PERFTEST=cswave32), and the output buffers must
be byte-identical. A difference, or a failed run, is accepted only when the run
report lists a refusal (rdnavk said what it cannot do); one with `refusals: none`
is a silent wrong result and fails.

    fuzz.py [-B BUILD] [--work DIR] [--modes wave64,wave32] [--validate]
            [--native-twice] [--avoid BUG,...] [--time-limit S] [--timeout S]
            SEED|FIRST-LAST|FOLDER...

A FOLDER holds a saved program (prog.comp and prog.desc, as tests/fuzz/cases/),
which runs as a generated one does. --avoid goes to gen.py (its KNOWN_BUGS).

One line per run: SEED MODE same | refused (REASONS) | FAIL (WHY), and SECONDS
(SEED native skipped: the host device lacks a feature the program needs);
for each FAIL the differing words and the program's folder (prog.comp, prog.desc,
the outputs, report-MODE.json). --validate runs the Khronos validation layer on
the host device (RDNAVK_DEBUG=validate); a message from it fails the run.
Exit status: 0 when nothing failed, 1 otherwise, 2 on bad usage.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def seeds_of(args):
    out = []
    for a in args:
        if os.path.isdir(a):
            out.append(os.path.abspath(a))
            continue
        first, _, last = a.partition('-')
        out += range(int(first), int(last or first) + 1)
    return out


def prepare(o, seed, d):
    """Writes the program of `seed` (a number, or a saved program's folder) to d."""
    shutil.rmtree(d, ignore_errors=True)
    if isinstance(seed, int):
        cmd = [sys.executable, os.path.join(HERE, 'gen.py'), str(seed), d]
        if o.avoid:
            cmd[2:2] = ['--avoid', o.avoid]
        return run(cmd, o.timeout)
    os.makedirs(d)
    for f in ('prog.comp', 'prog.desc'):
        shutil.copy(os.path.join(seed, f), d)
    return run(['glslangValidator', '-V', '--target-env', 'vulkan1.3', '--quiet', '-o',
                os.path.join(d, 'prog.spv'), os.path.join(d, 'prog.comp')], o.timeout)


def refusals(report):
    """The report's refusal reasons with their first instance, or None without a report."""
    try:
        with open(report) as f:
            procs = json.load(f)
    except (OSError, ValueError):
        return None
    out = []
    for proc in procs:
        for reason, v in (proc.get('refusals') or {}).items():
            out.append(f'{reason} x{v.get("count", 0)} first: {v.get("first", "")}')
    return out


def validation_messages(report):
    try:
        with open(report) as f:
            return sum(p.get('host_validation_messages', 0) for p in json.load(f))
    except (OSError, ValueError):
        return None


def run(cmd, timeout, env=None):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
        return r.returncode, r.stdout + r.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', f'no result in {timeout} s'


def one(o, seed, mode, d, twin, rdnavk):
    """Runs `seed`'s program through rdnavk in `mode`: (verdict, detail)."""
    desc = os.path.join(d, 'prog.desc')
    report = os.path.join(d, f'report-{mode}.json')
    out = os.path.join(d, f'{mode}.bin')
    for f in (report, out):
        if os.path.exists(f):
            os.remove(f)
    env = dict(os.environ)
    env.pop('RADV_PERFTEST', None)
    if mode == 'wave32':
        env['RADV_PERFTEST'] = 'cswave32'
    if o.validate:
        env['RDNAVK_DEBUG'] = 'validate'
    rc, text = run([rdnavk, 'run', '-q', '--report', report, '--', twin, '--device', 'RADV',
                    '--program', desc, '--out', out], o.timeout, env)
    refused = refusals(report) or []
    why = ''
    if rc != 0:
        why = f'the run under rdnavk failed ({rc}): {text.strip()[-400:]}'
    else:
        crc, ctext = run([twin, '--program', desc, '--compare', os.path.join(d, 'native.bin'),
                          out], o.timeout)
        if crc == 3:
            why = 'outputs differ (A: lavapipe, B: rdnavk)\n' + ctext.rstrip()
        elif crc != 0:
            why = f'compare failed ({crc}): {ctext.strip()}'
    if o.validate and rc == 0:
        n = validation_messages(report)
        if n != 0:
            return 'FAIL', f'{n} validation messages on the host device; report {report}'
    if not why:
        return 'same', ''
    if refused:
        return 'refused', '; '.join(refused) + ('\n' + why if o.verbose else '')
    return 'FAIL', why + '\nrefusals: none'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('-B', dest='build', default=os.path.join(HERE, '..', '..', 'build'))
    ap.add_argument('--work', default=None, help='default: BUILD/tests/fuzz/work')
    ap.add_argument('--modes', default='wave64,wave32')
    ap.add_argument('--validate', action='store_true')
    ap.add_argument('--native-twice', action='store_true',
                    help='run each program twice natively: the outputs must agree')
    ap.add_argument('--avoid', default='', help="gen.py's --avoid")
    ap.add_argument('--time-limit', type=float, default=0, help='stop starting seeds after S s')
    ap.add_argument('--timeout', type=int, default=600, help='per run, seconds')
    ap.add_argument('--keep', action='store_true', help='keep the folders of passing seeds')
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('seeds', nargs='+')
    o = ap.parse_args()
    try:
        seeds = seeds_of(o.seeds)
    except ValueError:
        ap.error('a seed is N or FIRST-LAST')
    twin = os.path.join(o.build, 'bin', 'rdnavk-twin')
    rdnavk = os.path.join(o.build, 'bin', 'rdnavk')
    for f in (twin, rdnavk):
        if not os.access(f, os.X_OK):
            ap.error(f'no {f} (build the rdnavk and rdnavk-twin targets)')
    work = o.work or os.path.join(o.build, 'tests', 'fuzz', 'work')
    os.environ.setdefault('XDG_RUNTIME_DIR', '/tmp')
    modes = [m for m in o.modes.split(',') if m]
    start = time.time()
    counts = {'same': 0, 'refused': 0, 'skipped': 0, 'FAIL': 0}
    programs = 0
    for seed in seeds:
        if o.time_limit and time.time() - start > o.time_limit:
            print(f'time limit: stopped before seed {seed}')
            break
        label = str(seed) if isinstance(seed, int) else os.path.basename(seed)
        d = os.path.join(work, label)
        rc, text = prepare(o, seed, d)
        results = []
        if rc != 0:
            results.append(('gen', 'FAIL', text.strip(), 0.0))
        else:
            t0 = time.time()
            rc, text = run([twin, '--device', 'llvmpipe', '--program', os.path.join(d, 'prog.desc'),
                            '--out', os.path.join(d, 'native.bin')], o.timeout)
            if rc != 0 and 'the device lacks' in text:
                # 16- and 64-bit types: lavapipe has them, another host device may not.
                results.append(('native', 'skipped', text.strip(), time.time() - t0))
            elif rc != 0:
                results.append(('native', 'FAIL', f'native run failed ({rc}): {text.strip()}',
                                time.time() - t0))
            elif o.native_twice:
                again = os.path.join(d, 'again.bin')
                run([twin, '--device', 'llvmpipe', '--program', os.path.join(d, 'prog.desc'),
                     '--out', again], o.timeout)
                rc, text = run([twin, '--program', os.path.join(d, 'prog.desc'), '--compare',
                                os.path.join(d, 'native.bin'), again], o.timeout)
                if rc != 0:
                    results.append(('native', 'FAIL', 'two native runs differ\n' + text.strip(),
                                    time.time() - t0))
        if not results:
            programs += 1
            for mode in modes:
                t0 = time.time()
                verdict, detail = one(o, seed, mode, d, twin, rdnavk)
                results.append((mode, verdict, detail, time.time() - t0))
        for mode, verdict, detail, secs in results:
            counts[verdict] += 1
            line = f'{label} {mode} {verdict}'
            if verdict in ('refused', 'skipped'):
                line += f' ({detail.splitlines()[0][:200]})'
            print(f'{line} {secs:.1f}s', flush=True)
            if verdict == 'FAIL' or (o.verbose and detail):
                print('  ' + detail.replace('\n', '\n  '))
                print(f'  program: {d}/prog.comp', flush=True)
        if not o.keep and all(v == 'same' for _, v, _, _ in results):
            shutil.rmtree(d, ignore_errors=True)
    print(f'{programs} programs, {sum(counts.values())} runs: {counts["same"]} same, '
          f'{counts["refused"]} refused, {counts["skipped"]} skipped, {counts["FAIL"]} failed; '
          f'{time.time() - start:.0f} s')
    return 1 if counts['FAIL'] else 0


if __name__ == '__main__':
    sys.exit(main())
