"""Worker processes that cannot start: the advice a script needs.

The lab's worker processes (``simulate(workers=…)``) and a Dask cluster's start a fresh
Python that imports the main module again — where processes are spawned (Windows, macOS,
Python 3.14 on Linux; Dask's nannies everywhere).  A script that starts a run at its top
level then starts it again in every worker, and the workers fail to start
(``Nanny failed to start``, ``BrokenProcessPool``).  In a notebook nothing is re-imported;
in a script, the run belongs under ``if __name__ == "__main__":``.
"""
from __future__ import annotations

from typing import Any

from .run import ADVICE, SimulationError


def local_cluster(workers: int = 2, **options: Any) -> Any:
    """A Dask client of a cluster of ``workers`` local processes (one thread each, no
    dashboard): ``simulate(..., executor=local_cluster(2).get_executor())``.
    ``client.close()`` stops the cluster too.  ``options`` go to ``distributed.Client``.

    A cluster that cannot start raises :class:`~boardlab.lab.SimulationError` with the
    advice (``boardlab.lab.run.ADVICE``) (in a script: ``if __name__ == "__main__":``).  A real cluster
    is ``distributed.Client("tcp://scheduler:8786")`` instead: the lab needs only its
    ``get_executor()``."""
    try:
        from distributed import Client
    except ImportError as e:   # pragma: no cover - distributed is a dependency
        raise ImportError("a Dask cluster needs the 'distributed' package (pip install distributed)") from e
    try:
        return Client(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=None, **options)
    except RuntimeError as e:
        raise SimulationError(f"the Dask cluster could not start ({e}): {ADVICE}") from e
